/**
 * What the customer-facing display shows (a second window in Electron, a second page in browser
 * mode: /?display=customer): the cart, its total and, once paid, the change. The till posts it on
 * a BroadcastChannel of its origin; a display that opens late asks for the last one.
 */
export interface CustomerView {
  /** tag: the line's handle by the own names (issue 16), whatever language the names show in. */
  lines: { key: string; product: string; customerType: string; tag?: string; quantity: number; total: number | null }[];
  total: number | null;
  currencyId: number;
  /** Set once the sale is paid: the change given, and its receipt. */
  paid: { change: number; receiptNumber: number } | null;
}

type Message = { type: 'view'; view: CustomerView } | { type: 'hello' };

const CHANNEL = 'pos-customer-display';

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** The till's side: `publish` sends a view; a display saying hello gets the last one again. */
export function customerDisplayPublisher(): { publish(view: CustomerView): void; stop(): void } {
  const channel = open();
  let last: CustomerView | null = null;
  if (channel) {
    channel.onmessage = (e: MessageEvent<Message>) => {
      if (e.data?.type === 'hello' && last) channel.postMessage({ type: 'view', view: last } satisfies Message);
    };
  }
  return {
    publish(view) {
      last = view;
      channel?.postMessage({ type: 'view', view } satisfies Message);
    },
    stop: () => channel?.close(),
  };
}

/** The display's side: hears every view, asking for the current one first. */
export function listenCustomerView(onView: (view: CustomerView) => void): () => void {
  const channel = open();
  if (!channel) return () => undefined;
  channel.onmessage = (e: MessageEvent<Message>) => {
    if (e.data?.type === 'view') onView(e.data.view);
  };
  channel.postMessage({ type: 'hello' } satisfies Message);
  return () => channel.close();
}
