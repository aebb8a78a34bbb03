/** F2 from any screen puts the cursor in the product search, once the sell screen is there. */
let target: HTMLInputElement | null = null;
let wanted = false;

export function registerSearch(input: HTMLInputElement | null): void {
  target = input;
  if (input && wanted) {
    wanted = false;
    input.focus();
    input.select();
  }
}

export function focusSearch(): void {
  if (target && target.isConnected) {
    target.focus();
    target.select();
  } else wanted = true;
}
