import {
  GOODY_MESSAGES as M,
  OpenBuyGoodyBagDetail,
  SITE_DOLLARS_MESSAGES,
} from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCardDialogs } from '@/components/card-dialogs';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/field';
import { ApiRequestError } from '@/lib/api-client';
import { useIntentKey } from '@/lib/idempotency';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useGoodyBag } from '../api/get-goody-bag';
import { purchaseGoodyBag } from '../api/purchase-goody-bag';
import { goodyKeys } from '../api/keys';
import { contentsLine, goodyBagPath, priceText, signInToBuyPath } from '../lib/goody-display';

/**
 * The purchase for one `openBuyGoodyBag` event (spec 001 §3, §4), loaded on the first event by
 * {@link BuyGoodyHost}: the dialog for the bag it names; visitors go to sign in first and come
 * back to buy.
 */
export default function BuyGoodyFlow({
  raw,
  onDone,
}: {
  /** The event's detail, not yet checked. */
  readonly raw: unknown;
  readonly onDone: () => void;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [detail] = useState<OpenBuyGoodyBagDetail | null>(() => {
    const parsed = OpenBuyGoodyBagDetail.safeParse(raw);
    if (parsed.success) return parsed.data;
    console.error('openBuyGoodyBag: invalid event data', raw);
    return null;
  });
  useEffect(() => {
    if (detail === null) onDone();
  }, [detail, onDone]);
  useEffect(() => {
    if (detail === null || user.isPending || user.data) return;
    onDone();
    void navigate({ href: signInToBuyPath(detail.advisorLogin, detail.goodyBagId) });
  }, [detail, user.isPending, user.data, navigate, onDone]);
  if (detail === null || !user.data) return null;
  return (
    <BuyGoodyDialog
      detail={detail}
      onClose={onDone}
      onBought={() => {
        onDone();
        // After buying, the files open in the lightbox (the bag's page opens it on `view`).
        void navigate({
          href: goodyBagPath(detail.advisorLogin, detail.goodyBagId, { action: 'view' }),
        });
      }}
    />
  );
}

function BuyGoodyDialog({
  detail,
  onClose,
  onBought,
}: {
  readonly detail: OpenBuyGoodyBagDetail;
  readonly onClose: () => void;
  readonly onBought: () => void;
}) {
  const bag = useGoodyBag(detail.goodyBagId);
  const dialogs = useCardDialogs();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One purchase per opening: a double click or a retry after a lost answer pays once.
  const intent = useIntentKey(detail.goodyBagId);

  /**
   * The tips' card flow: a card on file first (else the manage-cards modal); a declined card
   * opens the retry modal the first time and the pick-a-new-card modal after that.
   */
  async function buy() {
    setError(null);
    // No card check first: the balance may pay; a 400 naming the card opens Manage Cards below.
    setPending(true);
    try {
      for (let failures = 0; ;) {
        try {
          const result = await intent.send(detail.goodyBagId, (key) =>
            purchaseGoodyBag(detail.goodyBagId, key),
          );
          await queryClient.invalidateQueries({ queryKey: goodyKeys.all });
          showSnackbar(
            result.paid_from === 'site_dollars'
              ? `${result.message} ${SITE_DOLLARS_MESSAGES.paidFromBalance}.`
              : result.message,
            'success',
          );
          onBought();
          return;
        } catch (caught) {
          if (!(caught instanceof ApiRequestError)) throw caught;
          if (caught.code !== 'card_declined' && caught.code !== 'validation_failed') {
            setError(caught.message);
            return;
          }
          failures++;
          setPending(false);
          const again =
            caught.code === 'validation_failed'
              ? await dialogs.manageCards({ reason: caught.message })
              : failures === 1
                ? await dialogs.retrySubscribe({ error: caught.message })
                : await dialogs.pickNewCard({ error: caught.message });
          if (!again) {
            setError(caught.message);
            return;
          }
          setPending(true);
        }
      }
    } finally {
      setPending(false);
    }
  }

  const data = bag.data;
  return (
    <Dialog
      open
      title="Buy Goody Bag"
      width={480}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={pending || !data || data.purchased_by_viewer || data.is_owned_by_viewer}
            onClick={() => {
              buy().catch((caught: unknown) => {
                setError(caught instanceof Error ? caught.message : M.notForSale);
              });
            }}
          >
            {pending ? 'Buying...' : data ? `Buy for ${priceText(data.price)}` : 'Buy'}
          </button>
        </>
      }
    >
      {bag.isPending ? (
        <p role="status">Loading...</p>
      ) : bag.isError ? (
        <FormError message={bag.error.message} />
      ) : (
        <div className="goody-buy">
          <p>
            <strong>{bag.data.title}</strong> by {bag.data.owner_name}
          </p>
          <p className="hint">{contentsLine(bag.data)}</p>
          {bag.data.is_owned_by_viewer ? (
            <p>{M.ownBag}</p>
          ) : bag.data.purchased_by_viewer ? (
            <p>You already own this goody bag.</p>
          ) : (
            <p>{priceText(bag.data.price)} will be charged to your default card.</p>
          )}
          <FormError message={error} />
        </div>
      )}
    </Dialog>
  );
}
