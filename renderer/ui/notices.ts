import { create } from 'zustand';

/** Popups and toasts: one store any screen (and the API client) can raise from anywhere. */
export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface Dialog {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title?: string;
  tone?: ToastKind;
  resolve(ok: boolean): void;
}

interface NoticeState {
  toasts: Toast[];
  dialogs: Dialog[];
}

let seq = 0;
export const useNotices = create<NoticeState>(() => ({ toasts: [], dialogs: [] }));

export function toast(kind: ToastKind, message: string, ms = kind === 'error' ? 8000 : 4000): void {
  const id = ++seq;
  useNotices.setState((s) => ({ toasts: [...s.toasts.filter((t) => t.message !== message), { id, kind, message }] }));
  setTimeout(() => dismissToast(id), ms);
}

export function dismissToast(id: number): void {
  useNotices.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

function open(kind: Dialog['kind'], message: string, opts: { title?: string; tone?: ToastKind }): Promise<boolean> {
  return new Promise((resolve) => {
    const id = ++seq;
    const dialog: Dialog = {
      id,
      kind,
      message,
      ...opts,
      resolve: (ok) => {
        useNotices.setState((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
        resolve(ok);
      },
    };
    useNotices.setState((s) => ({ dialogs: [...s.dialogs, dialog] }));
  });
}

/** A popup with one OK button; resolves when it is closed. */
export async function alertDialog(message: string, opts: { title?: string; tone?: ToastKind } = {}): Promise<void> {
  await open('alert', message, opts);
}

/** A yes/no question; resolves true on yes. */
export function confirmDialog(message: string, opts: { title?: string; tone?: ToastKind } = {}): Promise<boolean> {
  return open('confirm', message, opts);
}
