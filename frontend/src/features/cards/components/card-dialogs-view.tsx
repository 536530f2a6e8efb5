import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { cardKeys } from '../api/keys';
import { useCards } from '../api/list-cards';
import { useMakeDefaultCard } from '../api/make-default-card';
import { cardLabel } from '../lib/card-label';
import { AddCardForm } from './add-card-form';
import { CardList } from './card-list';

export type OpenCardDialog =
  | { readonly kind: 'manage'; readonly reason: string | undefined }
  | { readonly kind: 'retry'; readonly error: string }
  | { readonly kind: 'pick'; readonly error: string };

/**
 * The three card modals (manage cards, retry subscribe, pick a new card). Loaded on first use
 * (card-dialogs-provider.tsx), so the feed's first screen does not carry the card forms.
 */
export default function CardDialogsView({
  open,
  finish,
  hasCard,
}: {
  readonly open: OpenCardDialog | null;
  readonly finish: (value: boolean) => void;
  readonly hasCard: () => Promise<boolean>;
}) {
  return (
    <>
      <ManageCardsDialog
        open={open?.kind === 'manage'}
        reason={open?.kind === 'manage' ? open.reason : undefined}
        onClose={() => {
          void hasCard().then(finish, () => {
            finish(false);
          });
        }}
      />
      <Dialog
        open={open?.kind === 'retry'}
        title="Retry Subscription"
        onClose={() => {
          finish(false);
        }}
        actions={
          <DialogActions
            onCancel={() => {
              finish(false);
            }}
            confirmLabel="Retry"
            focusConfirm
            onConfirm={() => {
              finish(true);
            }}
          />
        }
      >
        <p role="alert">{open?.kind === 'retry' ? open.error : null}</p>
        <p>We could not charge your default card. Please try again.</p>
      </Dialog>
      <PickNewCardDialog
        open={open?.kind === 'pick'}
        error={open?.kind === 'pick' ? open.error : ''}
        onChosen={() => {
          finish(true);
        }}
        onClose={() => {
          finish(false);
        }}
      />
    </>
  );
}

/** The manage-cards modal: the cards on file, make default, remove, add. */
function ManageCardsDialog({
  open,
  reason,
  onClose,
}: {
  readonly open: boolean;
  readonly reason?: string | undefined;
  readonly onClose: () => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <Dialog
      open={open}
      title="Manage Cards"
      width={560}
      onClose={() => {
        setAdding(false);
        onClose();
      }}
      {...(reason ? { description: reason } : {})}
    >
      <CardList />
      {adding || reason ? (
        <AddCardForm
          autoFocus
          onAdded={() => {
            setAdding(false);
            if (reason) onClose();
          }}
          {...(reason
            ? {}
            : {
                onCancel: () => {
                  setAdding(false);
                },
              })}
        />
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setAdding(true);
          }}
        >
          Add a Card
        </button>
      )}
    </Dialog>
  );
}

/** The pick-a-new-card modal: another card on file, or a new one, becomes the default. */
function PickNewCardDialog({
  open,
  error,
  onChosen,
  onClose,
}: {
  readonly open: boolean;
  readonly error: string;
  readonly onChosen: () => void;
  readonly onClose: () => void;
}) {
  return (
    <Dialog open={open} title="Pick a New Card" width={560} onClose={onClose}>
      <PickNewCard error={error} onChosen={onChosen} />
    </Dialog>
  );
}

function PickNewCard({
  error,
  onChosen,
}: {
  readonly error: string;
  readonly onChosen: () => void;
}) {
  const queryClient = useQueryClient();
  const cards = useCards();
  const makeDefault = useMakeDefaultCard();
  // The retry charges the default card (ToS): the chosen card becomes the default first.
  const choose = (id: string) => {
    makeDefault.mutate(id, { onSuccess: onChosen });
  };
  const others = cards.data?.cards.filter((card) => !card.is_default) ?? [];
  return (
    <>
      <p role="alert">{error}</p>
      <p>Please choose another card, or add a new one, and we will try again.</p>
      {others.length > 0 ? (
        <ul className="card-list" aria-label="Your other cards">
          {others.map((card) => (
            <li key={card.id} className="card-list__item">
              <span className="card-list__name">
                <strong>{cardLabel(card)}</strong>
              </span>
              <button
                type="button"
                className="button button--small button--primary"
                disabled={makeDefault.isPending}
                aria-label={`Use ${cardLabel(card)}`}
                onClick={() => {
                  choose(card.id);
                }}
              >
                Use This Card
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <AddCardForm
        onAdded={(answer) => {
          if (answer.addedId) choose(answer.addedId);
          else void queryClient.invalidateQueries({ queryKey: cardKeys.all }).then(onChosen);
        }}
      />
    </>
  );
}
