/** Browser storage key of the push prompt's snooze: a millisecond timestamp or 'never'. */
export const PUSH_SNOOZE_KEY = 'pn-remind-later';
export const PUSH_PROMPT_DELAY_MS = 2_000;
export const PUSH_SNOOZE_MS = 24 * 60 * 60 * 1000;

/**
 * The prompt shows for a signed-in person whose browser permission is still 'default' and who
 * has no active snooze ('never', or a time still in the future).
 */
export function shouldPromptForPush(input: {
  readonly signedIn: boolean;
  readonly permission: NotificationPermission | 'unsupported';
  readonly snooze: string | null;
  readonly now: number;
}): boolean {
  if (!input.signedIn || input.permission !== 'default') return false;
  if (input.snooze === null) return true;
  if (input.snooze === 'never') return false;
  const until = Number(input.snooze);
  return !Number.isFinite(until) || until <= input.now;
}

/** 'Remind Me Later' (and closing the dialog): snooze for 24 hours from now. */
export function snoozeUntil(now: number): string {
  return String(now + PUSH_SNOOZE_MS);
}
