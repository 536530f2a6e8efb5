import { z } from 'zod';
import type { OpenTributeDetail } from '@/components/card-dialogs';

/**
 * The `openTributeModal` window event's detail as pages send it (spec 001 §3): `advisorLogin`,
 * `currentUserLogin` and `amount` (text or a number of dollars). Our own screens add
 * `advisorId` (then no lookup is needed), and `tributeId`/`message` to edit a monthly tribute.
 */
export const TributeEventDetail = z.object({
  advisorLogin: z.string().trim().min(1).max(100),
  advisorId: z.string().min(1).optional(),
  currentUserLogin: z.string().optional(),
  amount: z
    .union([z.string(), z.number().nonnegative()])
    .optional()
    .transform((value) => (value === undefined ? undefined : String(value))),
  tributeId: z.string().min(1).optional(),
  message: z.string().optional(),
});
export type TributeEventDetail = z.infer<typeof TributeEventDetail>;

/** The event's detail, or null when it does not name a Flirt. */
export function parseTributeEvent(detail: unknown): TributeEventDetail | null {
  const parsed = TributeEventDetail.safeParse(detail);
  return parsed.success ? parsed.data : null;
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
