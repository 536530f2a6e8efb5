import type { SubscribeResult } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCardDialogs } from '@/components/card-dialogs';
import { ApiRequestError } from '@/lib/api-client';
import { useIntentKey } from '@/lib/idempotency';
import { currentUserQuery } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { subscriptionKeys } from '../api/keys';
import { SUBSCRIBE_MESSAGES } from './subscribe-button-state';

/**
 * Runs a charging command the way spec 000 §4 and §7 say: a card on file first (else the
 * manage-cards modal), then the command; a declined charge opens the retry-subscribe modal the
 * first time and the pick-a-new-card modal after that, retrying while the person asks to.
 *
 * Each command goes with an Idempotency-Key of this intent (one per `scope`, e.g. the package
 * whose dialog is open): `request` names what it does, and the same request unanswered (a double
 * click, a retry after a lost answer) has the same key; a declined answer spends it, so the
 * retry with a new card is a new charge attempt.
 */
export function useMoneyCommand(scope?: unknown) {
  const dialogs = useCardDialogs();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const intent = useIntentKey(scope);

  async function run(
    request: unknown,
    command: (key: string) => Promise<SubscribeResult>,
    options: { readonly charges?: boolean } = {},
  ): Promise<SubscribeResult | null> {
    if ((options.charges ?? true) && !(await ensureCard())) return null;
    setPending(true);
    try {
      for (let failures = 0; ;) {
        const outcome = await attempt(() => intent.send(request, command));
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        if (outcome.kind === 'done') return outcome.result;
        if (outcome.kind === 'stop') return null;
        failures++;
        setPending(false);
        const again =
          failures === 1
            ? await dialogs.retrySubscribe({ error: outcome.error })
            : await dialogs.pickNewCard({ error: outcome.error });
        if (!again) return null;
        setPending(true);
      }
    } finally {
      setPending(false);
    }
  }

  /** A card on file, or the manage-cards modal first (read from the cache: it may just have changed). */
  async function ensureCard(): Promise<boolean> {
    const user = queryClient.getQueryData(currentUserQuery.queryKey);
    if (user?.default_card) return true;
    return dialogs.manageCards({ reason: SUBSCRIBE_MESSAGES.cardRequired });
  }

  return { run, ensureCard, pending };
}

type Outcome =
  | { readonly kind: 'done'; readonly result: SubscribeResult }
  | { readonly kind: 'declined'; readonly error: string }
  | { readonly kind: 'stop' };

/** One try: a declined charge (200 with `error`, or 400) can be retried; 403/404 cannot. */
async function attempt(command: () => Promise<SubscribeResult>): Promise<Outcome> {
  try {
    const result = await command();
    return result.error ? { kind: 'declined', error: result.error } : { kind: 'done', result };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 400) return { kind: 'declined', error: error.message };
    showSnackbar(
      error.status === 404
        ? SUBSCRIBE_MESSAGES.notFound
        : error.status === 403
          ? SUBSCRIBE_MESSAGES.blocked
          : error.message,
      'error',
    );
    return { kind: 'stop' };
  }
}
