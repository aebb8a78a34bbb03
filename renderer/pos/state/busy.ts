import { create } from 'zustand';

/**
 * Work in progress, app-wide: anything that has run for over a second shows its label in the
 * progress overlay (the card terminal, pairing, a sync, a report).
 */
export const PROGRESS_AFTER_MS = 1000;

interface Task {
  id: number;
  label: string;
  visible: boolean;
}

export const useBusy = create<{ tasks: Task[] }>(() => ({ tasks: [] }));

let seq = 0;

export async function track<T>(label: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const id = ++seq;
  useBusy.setState((s) => ({ tasks: [...s.tasks, { id, label, visible: false }] }));
  const timer = setTimeout(() => useBusy.setState((s) => ({ tasks: s.tasks.map((t) => (t.id === id ? { ...t, visible: true } : t)) })), PROGRESS_AFTER_MS);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    clearTimeout(timer);
    useBusy.setState((s) => ({ tasks: s.tasks.filter((t) => t.id !== id) }));
  }
}

export function useIsBusy(): boolean {
  return useBusy((s) => s.tasks.length > 0);
}
