import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type CardDialogs, CardDialogsContext } from '@/components/card-dialogs';
import { Dialog } from '@/components/dialog';
import { cardKeys } from '../api/keys';
import { cardsQuery, useCards } from '../api/list-cards';
import { useMakeDefaultCard } from '../api/make-default-card';
import { cardLabel } from '../lib/card-label';
import { AddCardForm } from './add-card-form';
import { CardList } from './card-list';

type Open =
  | { readonly kind: 'manage'; readonly reason: string | undefined }
  | { readonly kind: 'retry'; readonly error: string }
  | { readonly kind: 'pick'; readonly error: string };

/**
 * Provides the card modals (components/card-dialogs.tsx) to every screen: one open at a time,
 * each answering the screen that opened it through a promise.
 */
export function CardDialogsProvider({ children }: { readonly children: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const answer = useRef<((value: boolean) => void) | null>(null);

  const dialogs = useMemo<CardDialogs>(() => {
    const ask = (next: Open) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setOpen(next);
      });
    return {
      manageCards: (options) => ask({ kind: 'manage', reason: options?.reason }),
      retrySubscribe: ({ error }) => ask({ kind: 'retry', error }),
      pickNewCard: ({ error }) => ask({ kind: 'pick', error }),
    };
  }, []);

  function finish(value: boolean) {
    const resolve = answer.current;
    answer.current = null;
    setOpen(null);
    resolve?.(value);
  }

  async function hasCard(): Promise<boolean> {
    const cards = await queryClient.query({ ...cardsQuery, staleTime: 0 });
    return cards.cards.length > 0;
  }

  return (
    <CardDialogsContext.Provider value={dialogs}>
      {children}
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
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                finish(false);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => {
                finish(true);
              }}
            >
              Retry
            </button>
          </>
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
    </CardDialogsContext.Provider>
  );
}

/** The manage-cards modal: the cards on file, make default, remove, add. */
export function ManageCardsDialog({
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
