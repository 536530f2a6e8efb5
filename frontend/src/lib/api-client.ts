import type { ApiError, CommandResult } from '@flirtwire/contracts';

/** The readable double-submit cookie and the header that must echo it (docs/adr/0022). */
export const CSRF_COOKIE = 'fw_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** A failed API call, parsed from `{ error: { code, message, fields } }`. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field name → the spec's message for it. */
    readonly fields: Readonly<Record<string, string>>,
    /** The whole answer: some screens read extra top-level fields (redirectTo, status). */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The message for a form field, trying each name the API may use for it. */
export function fieldError(error: unknown, ...names: string[]): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  for (const name of names) {
    const message = error.fields[name];
    if (message) return message;
  }
  return undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

type Query = Record<string, string | number | boolean | null | undefined | readonly string[]>;

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly query?: Query;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /**
   * Read-your-writes: the position the read side must reach before answering (sent as `after`).
   * Left out, a query sends the last position a command of this tab answered with.
   */
  readonly after?: number | null;
  /** A POST that is a query (a search): it reads after this tab's writes and is not one. */
  readonly reads?: boolean;
  readonly headers?: Record<string, string>;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let csrfRequest: Promise<string> | null = null;

/** The CSRF token from the cookie, fetching GET /client_api/csrf once when there is none yet. */
export async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  csrfRequest ??= fetch('/client_api/csrf', { credentials: 'include' })
    .then(async (response) => {
      const body = (await response.json()) as { csrf_token?: unknown };
      return (
        readCookie(CSRF_COOKIE) ?? (typeof body.csrf_token === 'string' ? body.csrf_token : '')
      );
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

/** `path?query`, with arrays repeated (`ids=a&ids=b`) and empty values left out. */
function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object') for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

let lastWrite: number | null = null;

/** The last event position a command of this tab answered with (read-your-writes). */
export function lastWritePosition(): number | null {
  return lastWrite;
}

/**
 * Remembers a position this tab's next reads must see: a command's answer (done by `api`
 * itself, or by an upload that answers outside it). Only this tab's writes go here; a change
 * notice's position is for the reads the notice causes (see {@link readAfterNotice}).
 */
export function rememberPosition(position: number | null | undefined): void {
  if (position != null) lastWrite = Math.max(lastWrite ?? 0, position);
}

let noticeFloor: number | null = null;

/**
 * Runs `refetch` (query invalidations, fetches) so the reads it starts at once read at least as
 * new as a change notice's position, without that position reaching the last-write store: a
 * notice from one read model must not make every later read of the tab wait for all of them.
 *
 * @example readAfterNotice(notice.position, () => queryClient.invalidateQueries({ queryKey }));
 */
export function readAfterNotice<T>(position: number | null | undefined, refetch: () => T): T {
  const outer = noticeFloor;
  noticeFloor = position ?? null;
  try {
    return refetch();
  } finally {
    noticeFloor = outer;
  }
}

/** The `after` a query sends: this tab's last write, or a notice's position while it refetches. */
function readFloor(): number | null {
  if (noticeFloor === null) return lastWrite;
  return Math.max(lastWrite ?? 0, noticeFloor);
}

/**
 * Calls our API on the same origin: JSON in and out, cookies included, the CSRF header on
 * every write, errors thrown as {@link ApiRequestError}. Read-your-writes in one place: every
 * command's answered position is remembered, and every query (a GET, or a POST with `reads`)
 * sends the latest as `after`, so the read side catches up to this tab's writes first.
 *
 * @example const user = await api<CurrentUser>('/client_api/user');
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const reads = request.reads ?? method === 'GET';
  // Read before the first await: a notice's floor holds only while its refetch starts.
  const after = request.after !== undefined ? request.after : reads ? readFloor() : null;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (method !== 'GET') headers[CSRF_HEADER] = await csrfToken();
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const query = after == null ? request.query : { ...request.query, after };
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      credentials: 'include',
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'network_error',
      'We could not reach the server. Please check your connection and try again.',
      {},
      null,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw toError(response.status, body);
  if (!reads) rememberPosition(positionOf(body));
  return body as T;
}

/**
 * The body's `{ error: { code, message, fields? } }` (contracts' ApiError), checked by hand: the
 * client is in every first screen, where a schema library would weigh (`npm run bench -- web`).
 */
function apiErrorOf(body: unknown): ApiError['error'] | null {
  const error: unknown =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { code, message };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const entries = Object.entries(fields);
  if (!entries.every(([, text]) => typeof text === 'string')) return null;
  return { code, message, fields: Object.fromEntries(entries) };
}

function toError(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorOf(body);
  if (parsed) {
    const { code, message, fields } = parsed;
    return new ApiRequestError(status, code, message, fields ?? {}, body);
  }
  const fallback =
    status === 401
      ? 'Please sign in to continue.'
      : status === 403
        ? "You're not allowed to do that."
        : status === 404
          ? 'We could not find what you were looking for.'
          : 'Sorry something went wrong. Please try again.';
  return new ApiRequestError(status, `http_${status}`, fallback, {}, body);
}

/** The position to read after, from a command's answer (or null when it is not one). */
function positionOf(result: unknown): number | null {
  const position = (result as Partial<CommandResult> | null)?.position;
  return typeof position === 'number' ? position : null;
}
