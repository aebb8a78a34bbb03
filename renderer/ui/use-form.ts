import { useState } from 'react';
import type { ApiRoute, ResponseOf } from '@pos/shared/api/routes';
import { api, call, type ApiError, type CallArgs } from './api';
import { toast } from './notices';

/**
 * A form's state, its field errors (R-CLIENT-11: the first message per field, shown at the field)
 * and one save: the server's answer decides, the form only shows it.
 */
export function useForm<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const set = <K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit<R>(path: string, body: unknown, opts: { method?: 'POST' | 'PUT'; success?: string } = {}): Promise<R | undefined> {
    setBusy(true);
    setErrors({});
    setMessage('');
    const result = opts.method === 'PUT' ? await api.put<R>(path, body, { quiet: true }) : await api.post<R>(path, body, { quiet: true });
    setBusy(false);
    if (result.ok) {
      if (opts.success) toast('success', opts.success);
      return result.data;
    }
    show(result.error);
    return undefined;
  }

  /** One save through the API contract, typed by route (see api.ts `call`). */
  async function save<K extends ApiRoute>(route: K, args: CallArgs<K>, opts: { success?: string } = {}): Promise<ResponseOf<K> | undefined> {
    setBusy(true);
    setErrors({});
    setMessage('');
    const result = await (call as (route: K, args: CallArgs<K>) => ReturnType<typeof call<K>>)(route, { ...args, quiet: true });
    setBusy(false);
    if (result.ok) {
      if (opts.success) toast('success', opts.success);
      return result.data;
    }
    show(result.error);
    return undefined;
  }

  function show(error: ApiError) {
    setErrors(error.fieldErrors ?? {});
    if (error.status !== 401 && error.status !== 403 && error.status !== 456) setMessage(error.message);
  }

  return { values, set, setValues, errors, setErrors, busy, message, submit, save, show };
}
