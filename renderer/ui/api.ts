import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@pos/shared/version';
import type { TSchema } from 'typebox';
import type { ApiRoute, ApiRoutes, ResponseOf, RouteArgs } from '@pos/shared/api/routes';
import { routePath } from '@pos/shared/api/route-path';

/**
 * The one door to the server's /api (R-CLIENT-8): same origin, credentials, JSON, the client
 * version header (R-CLIENT-6). Every answer is read per 002 §8.1 into an ApiError the caller
 * can show; the app-wide reactions (go to login, "No permission" then home, reload on 456) are
 * the app's, plugged in by configureApi.
 */
export interface ApiError {
  status: number;
  /** The message to show: already translated for the generic answers, the server's detail for 422. */
  message: string;
  code?: string;
  /** 400: the first message per field (R-CLIENT-11), in the user's language when its code is known (issue 18). */
  fieldErrors?: Record<string, string>;
  /** 400: the server's coded field errors (code, params, English message), first per field. */
  fieldIssues?: FieldIssue[];
  /** What the browser said about a network failure (R-CLIENT-18), kept for the log, not shown. */
  detail?: string;
  /** 422: the problem's own fields beyond the standard ones (e.g. the counts a confirm-send warning asks about). */
  extra?: Record<string, unknown>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ApiHooks {
  /** Text of the generic answers, translated. */
  text(key: 'validation' | 'unauthorized' | 'noPermission' | 'internal' | 'unhandled' | 'network' | 'outdated', status?: number): string;
  /**
   * A 400 field error in the user's language by its code and params (issue 18); undefined when the
   * app does not know the code (the server's English message is shown then).
   */
  fieldMessage?(code: string, params: Record<string, string | number>, message: string): string | undefined;
  /** A field's name for a one-line description of a 400 (describe); undefined leaves the name out. */
  fieldLabel?(field: string): string | undefined;
  /** A 422 that names a code the app knows how to say: the translated text, else undefined. */
  serverMessage?(code: string | undefined, detail: string): string | undefined;
  onUnauthorized(message: string): void;
  onNoPermission(message: string): void;
  onOutdated(message: string): void;
  /** A 422 warning the user may override: true resends with the warning's flag set. */
  confirmWarning(message: string): Promise<boolean>;
  /** A failure nobody handles at a field: show it. */
  showError(message: string): void;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  body?: unknown;
  /** Do not show the error: the caller does (e.g. field errors and the refusal on a form). */
  quiet?: boolean;
  /** A 401 is an answer here (start-up, login), not a lost session: no trip to login. */
  anonymousOk?: boolean;
  /** Never resend on a warning; return it as an error instead. */
  noWarningConfirm?: boolean;
  signal?: AbortSignal;
}

let hooks: ApiHooks | null = null;
/** R-CLIENT-7: every helper takes at least this long, so progress never flickers. */
let minimumDelayMs = 400;

export function configureApi(next: ApiHooks, opts: { minimumDelayMs?: number } = {}): void {
  hooks = next;
  if (opts.minimumDelayMs !== undefined) minimumDelayMs = opts.minimumDelayMs;
}

function requireHooks(): ApiHooks {
  if (!hooks) throw new Error('configureApi was not called');
  return hooks;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/** One 400 field error as the server sends it in `fieldErrors` (issue 18). */
export interface FieldIssue {
  field: string;
  code: string;
  params?: Record<string, string | number>;
  message: string;
}

interface Problem {
  title?: string;
  detail?: string;
  code?: string;
  errors?: Record<string, string[]>;
  fieldErrors?: FieldIssue[];
  warning?: boolean;
  ignoreFlag?: string;
  /** Several questions asked at once (codes), e.g. an order status change. */
  warnings?: string[];
  /** Anything else the problem carries (ApiError.extra). */
  [field: string]: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An error as one line: a 400 lists its fields' first messages. */
export function describe(error: ApiError): string {
  const label = hooks?.fieldLabel ?? ((field: string) => field);
  const fields = Object.entries(error.fieldErrors ?? {}).map(([field, message]) => {
    const name = label(field);
    return name ? `${name}: ${message}` : message;
  });
  return fields.length ? `${error.message} ${fields.join('; ')}` : error.message;
}

/**
 * The first error per field (R-CLIENT-11), said by its code in the user's language when the app
 * knows the code (issue 18), else the server's message. Older answers without codes give their messages.
 */
export function fieldErrorsOf(problem: Problem | undefined, h: Pick<ApiHooks, 'fieldMessage'>): { fieldErrors: Record<string, string>; fieldIssues: FieldIssue[] } {
  const fieldErrors: Record<string, string> = {};
  const fieldIssues: FieldIssue[] = [];
  for (const issue of problem?.fieldErrors ?? []) {
    if (!issue || typeof issue.field !== 'string' || issue.field in fieldErrors) continue;
    fieldIssues.push(issue);
    fieldErrors[issue.field] = h.fieldMessage?.(issue.code, issue.params ?? {}, issue.message) ?? issue.message;
  }
  for (const [field, messages] of Object.entries(problem?.errors ?? {})) if (messages[0] && !(field in fieldErrors)) fieldErrors[field] = h.fieldMessage?.('', {}, messages[0]) ?? messages[0];
  return { fieldErrors, fieldIssues };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Turns a non-2xx answer into the error of 002 §8.1, running the app-wide reaction where one exists. */
export function errorOf(status: number, problem: Problem | undefined, h: ApiHooks, anonymousOk: boolean): ApiError {
  switch (status) {
    case 400: {
      const { fieldErrors, fieldIssues } = fieldErrorsOf(problem, h);
      return { status, message: h.text('validation'), code: problem?.code, fieldErrors, fieldIssues };
    }
    case 401: {
      const message = h.text('unauthorized');
      if (!anonymousOk) h.onUnauthorized(message);
      return { status, message, code: problem?.code };
    }
    case 403: {
      const message = h.text('noPermission');
      h.onNoPermission(message);
      return { status, message, code: problem?.code };
    }
    case 422: {
      const detail = problem?.detail ?? problem?.title ?? '';
      // Several questions: each said in the user's language when the app knows them all.
      const said = problem?.warnings?.map((code) => h.serverMessage?.(code, ''));
      if (said?.length && said.every((m) => m !== undefined)) return { status, message: said.join('\n'), code: problem?.code };
      return { status, message: h.serverMessage?.(problem?.code, detail) ?? detail, code: problem?.code, extra: problem };
    }
    case 456: {
      const message = h.text('outdated');
      h.onOutdated(message);
      return { status, message, code: problem?.code };
    }
    case 500:
      return { status, message: h.text('internal') };
    default:
      // A refusal the app can name (e.g. 429 too many login attempts) is said; anything else is unhandled.
      return { status, message: h.serverMessage?.(problem?.code, problem?.detail ?? '') ?? h.text('unhandled', status), code: problem?.code };
  }
}

/**
 * Sends one call and reads its answer. A 422 warning (`warning: true, ignoreFlag`) asks the user
 * and, when confirmed, sends the same call again with the flag set (in the body, or the query of
 * a GET or DELETE), as many times as the server raises further warnings.
 */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  const h = requireHooks();
  const started = Date.now();
  let query = opts.query;
  let body = opts.body;
  try {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(buildUrl(path, query), {
          method,
          credentials: 'same-origin',
          // A FormData body (a multipart form with files) goes as it is: the browser writes its content type and boundary.
          headers: { Accept: 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION, ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
          signal: opts.signal,
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        // R-CLIENT-18: a network failure gives its own message, in plain words (issue 18); the
        // browser's own words ("Failed to fetch") are kept in detail, not shown.
        const message = h.text('network');
        if (!opts.quiet) h.showError(message);
        return { ok: false, error: { status: 0, message, detail: (error as Error).message } };
      }
      const payload = await readJson(response);
      if (response.ok) return { ok: true, data: (payload as { data: T } | undefined)?.data as T };
      const problem = (payload && typeof payload === 'object' ? payload : undefined) as Problem | undefined;
      const error = errorOf(response.status, problem, h, opts.anonymousOk ?? false);
      if (response.status === 422 && problem?.warning && problem.ignoreFlag && !opts.noWarningConfirm && attempt < 5) {
        if (await h.confirmWarning(error.message)) {
          if (method === 'GET' || (method === 'DELETE' && body === undefined)) query = { ...query, [problem.ignoreFlag]: true };
          else body = { ...(body as object | undefined), [problem.ignoreFlag]: true };
          continue;
        }
        return { ok: false, error: { ...error, code: 'warning-declined' } };
      }
      if (!opts.quiet && response.status !== 401 && response.status !== 403 && response.status !== 456) h.showError(describe(error));
      return { ok: false, error };
    }
  } finally {
    const waited = Date.now() - started;
    if (waited < minimumDelayMs) await sleep(minimumDelayMs - waited);
  }
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body: body ?? {} }),
  /** A DELETE may carry a body (e.g. DELETE calendar/v3/slot/stopsale). */
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** What `call` takes besides the route: its parameters, query and body (typed by the contract) and the request's options. */
export type CallArgs<K extends ApiRoute> = RouteArgs<K> & Omit<RequestOptions, 'query' | 'body'>;
/** The arguments are optional only for a route without path parameters and body. */
type ArgsTuple<K extends ApiRoute> = K extends `${string}{${string}` ? [args: CallArgs<K>] : ApiRoutes[K] extends { body: TSchema } ? [args: CallArgs<K>] : [args?: CallArgs<K>];

/**
 * One call of the API contract (@pos/shared/api/routes), typed by route: `call('GET /api/coupon/{id}',
 * { params: { id } })` sends what the server validates and answers with the `data` it declares.
 */
export function call<K extends ApiRoute>(route: K, ...[args]: ArgsTuple<NoInfer<K>>): Promise<ApiResult<ResponseOf<K>>> {
  const { params, query, body, ...opts } = (args ?? {}) as CallArgs<K> & { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };
  const [method, path] = routePath(route, params);
  const withBody = method === 'POST' || method === 'PUT' ? (body ?? {}) : body;
  return request<ResponseOf<K>>(method, path, { ...opts, query, body: withBody });
}

/** R-CLIENT-4: GET version every 300000 ms; the answer is ignored (a 456 still reloads). */
export const VERSION_POLL_MS = 300_000;

export function startVersionPoll(intervalMs = VERSION_POLL_MS): () => void {
  const timer = setInterval(() => void request('GET', 'version', { quiet: true }), intervalMs);
  return () => clearInterval(timer);
}
