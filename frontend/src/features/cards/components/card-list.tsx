import type { CardView } from '@flirtwire/contracts';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useCards } from '../api/list-cards';
import { useMakeDefaultCard } from '../api/make-default-card';
import { useRemoveCard } from '../api/remove-card';
import { cardLabel } from '../lib/card-label';

/** The cards on file, each with Make Default and Remove. */
export function CardList({ pickLabel }: { readonly pickLabel?: string }) {
  const cards = useCards();
  const makeDefault = useMakeDefaultCard();
  const remove = useRemoveCard();
  if (cards.isPending) return <Loading label="Loading your cards..." />;
  if (cards.isError)
    return (
      <ErrorState
        error={cards.error}
        onRetry={() => {
          void cards.refetch();
        }}
      />
    );
  if (cards.data.cards.length === 0) return <EmptyState title="You have no cards on file." />;
  return (
    <ul className="card-list" aria-label="Your cards">
      {cards.data.cards.map((card: CardView) => (
        <li key={card.id} className="card-list__item">
          <span className="card-list__name">
            <strong>{cardLabel(card)}</strong>
            <span className="muted">
              {' '}
              Expires {String(card.exp_month).padStart(2, '0')}/{String(card.exp_year).slice(-2)}
            </span>
            {card.is_default ? <span className="badge">Default</span> : null}
          </span>
          <span className="card-list__actions">
            {card.is_default ? null : (
              <button
                type="button"
                className="button button--small"
                disabled={makeDefault.isPending}
                aria-label={`${pickLabel ?? 'Make Default'}: ${cardLabel(card)}`}
                onClick={() => {
                  makeDefault.mutate(card.id);
                }}
              >
                {pickLabel ?? 'Make Default'}
              </button>
            )}
            <button
              type="button"
              className="button button--small button--quiet"
              disabled={remove.isPending}
              aria-label={`Remove ${cardLabel(card)}`}
              onClick={() => {
                remove.mutate(card.id);
              }}
            >
              Remove
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
