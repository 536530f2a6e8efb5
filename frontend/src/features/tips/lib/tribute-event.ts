import type { OpenTributeDetail } from '@/components/card-dialogs';

/**
 * The `openTributeModal` window event's detail as pages send it (spec 001 §3): `advisorLogin`,
 * `currentUserLogin` and `amount` (text or a number of dollars). Our own screens add
 * `advisorId` (then no lookup is needed), and `tributeId`/`message` to edit a monthly tribute.
 */
export interface TributeEventDetail {
  readonly advisorLogin: string;
  readonly advisorId?: string | undefined;
  readonly currentUserLogin?: string | undefined;
  /** The amount as text. */
  readonly amount?: string | undefined;
  readonly tributeId?: string | undefined;
  readonly message?: string | undefined;
}

/** What a field that does not read gives: the whole event is ignored. */
const INVALID = Symbol('invalid');

/** An absent key, or text of at least `min` characters. */
function optionalText(value: unknown, min = 0): string | undefined | typeof INVALID {
  if (value === undefined) return undefined;
  return typeof value === 'string' && value.length >= min ? value : INVALID;
}

/**
 * The event's detail, or null when it does not name a Flirt or a key does not read (checked by
 * hand: the dialog's host is in the entry chunk, where a schema library would weigh on every
 * first screen).
 */
export function parseTributeEvent(detail: unknown): TributeEventDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const raw = detail as Record<string, unknown>;
  const advisorLogin = typeof raw.advisorLogin === 'string' ? raw.advisorLogin.trim() : '';
  if (advisorLogin.length < 1 || advisorLogin.length > 100) return null;
  const amount =
    raw.amount === undefined ||
    typeof raw.amount === 'string' ||
    (typeof raw.amount === 'number' && Number.isFinite(raw.amount) && raw.amount >= 0)
      ? raw.amount
      : INVALID;
  const fields = {
    advisorId: optionalText(raw.advisorId, 1),
    currentUserLogin: optionalText(raw.currentUserLogin),
    amount: amount === INVALID || amount === undefined ? amount : String(amount),
    tributeId: optionalText(raw.tributeId, 1),
    message: optionalText(raw.message),
  };
  const read: Record<string, string> = { advisorLogin };
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'symbol') return null;
    if (value !== undefined) read[key] = value;
  }
  return read as unknown as TributeEventDetail;
}

/**
 * The modal's detail once the Flirt's id is known: the event's own id, else the lookup's.
 * Spec 001 §5: nothing opens for the person's own page (by id or by login).
 */
export function resolvedTribute(
  event: TributeEventDetail,
  lookedUpId: string | undefined,
  me: { readonly id: string; readonly login: string },
): OpenTributeDetail | null {
  const advisorId = event.advisorId ?? lookedUpId;
  if (!advisorId) return null;
  const own = advisorId === me.id || event.advisorLogin.toLowerCase() === me.login.toLowerCase();
  if (own) return null;
  return {
    advisorId,
    advisorLogin: event.advisorLogin,
    ...(event.currentUserLogin !== undefined ? { currentUserLogin: event.currentUserLogin } : {}),
    ...(event.amount !== undefined ? { amount: event.amount } : {}),
    ...(event.tributeId !== undefined ? { tributeId: event.tributeId } : {}),
    ...(event.message !== undefined ? { message: event.message } : {}),
  };
}
