import i18next from 'i18next';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@pos/shared/version';
import { routePath } from '@pos/shared/api/route-path';
import type { ApiRoute, PathParamNames, ResponseOf } from '@pos/shared/api/routes';
import type { ApiResult } from '../../ui/api';

/**
 * Sends one file as multipart form data (its fields, then the part `file`) to an upload route of the contract, reporting
 * progress (0..1) while the bytes go. XMLHttpRequest: fetch has no upload progress. Errors come back
 * as data, worded like every other call's (common:serverErrors by code).
 */
export function uploadFile<K extends ApiRoute>(
  route: K,
  params: Record<PathParamNames<K>, string | number>,
  file: File,
  onProgress: (fraction: number) => void,
  /** Form fields sent before the file part (the server reads them first, e.g. external codes' productId). */
  fields: Record<string, string> = {},
): Promise<ApiResult<ResponseOf<K>>> {
  const [method, path] = routePath(route, params as Record<string, string | number>);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api/${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CLIENT_VERSION_HEADER, CLIENT_VERSION);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => resolve({ ok: false, error: { status: 0, message: i18next.t('common:errors.network', { defaultValue: 'Network error' }) } });
    xhr.onload = () => {
      let payload: { data?: unknown; code?: string; detail?: string; title?: string; errors?: Record<string, string[]> } | undefined;
      try {
        payload = JSON.parse(xhr.responseText) as typeof payload;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, data: payload?.data as ResponseOf<K> });
      const code = payload?.code;
      const known = code && i18next.exists(`common:serverErrors.${code}`) ? i18next.t(`common:serverErrors.${code}`) : undefined;
      const field = payload?.errors ? Object.values(payload.errors)[0]?.[0] : undefined;
      resolve({ ok: false, error: { status: xhr.status, code, message: known ?? field ?? payload?.detail ?? payload?.title ?? String(xhr.status) } });
    };
    xhr.send(form);
  });
}
