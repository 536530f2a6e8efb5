import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FAVORITES_PER_PAGE, type FavoriteListing } from '@flirtwire/contracts';
import { useState } from 'react';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { useMoveFavorite } from '../api/move-favorite';
import { useRemoveFavorites } from '../api/remove-favorites';
import { useFavorites } from '../api/get-favorites';
import './favorites.css';
import { Pager } from '@/components/pager';

/**
 * /account/favorite: my favorite listings in my order. Reorder by dragging a row's handle, by
 * keyboard on the handle (Space, arrows, Space) or with Move up / Move down; select rows and
 * remove them together.
 */
export function FavoritesPage({
  page,
  onPage,
}: {
  readonly page: number;
  readonly onPage: (page: number) => void;
}) {
  const list = useFavorites(page);
  const move = useMoveFavorite();
  const remove = useRemoveFavorites();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The order shown while a move is on its way (the server's order replaces it after).
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.favorite_listings;
  const byId = new Map(rows.map((row) => [row.listing_id, row]));
  const order = (pending ?? rows.map((row) => row.listing_id)).filter((id) => byId.has(id));
  const pages = Math.max(1, Math.ceil(list.data.total_entries / FAVORITES_PER_PAGE));
  const offset = (page - 1) * FAVORITES_PER_PAGE;

  const moveTo = (listingId: string, index: number) => {
    const from = order.indexOf(listingId);
    if (from < 0 || index < 0 || index >= order.length || index === from) return;
    setPending(arrayMove([...order], from, index));
    move.mutate(
      { listingId, position: offset + index + 1 },
      {
        onSettled: () => {
          setPending(null);
        },
      },
    );
  };
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    moveTo(String(active.id), order.indexOf(String(over.id)));
  };
  const toggle = (listingId: string) => {
    const next = new Set(selected);
    if (next.has(listingId)) next.delete(listingId);
    else next.add(listingId);
    setSelected(next);
  };
  const error = move.error ?? remove.error;

  if (rows.length === 0 && page === 1)
    return (
      <EmptyState title="No favorites yet">
        <p>Add listings to your favorites from a Flirt&apos;s listing to find them here.</p>
      </EmptyState>
    );
  return (
    <>
      <div className="favorites__bar">
        <label className="favorites__all">
          <input
            type="checkbox"
            checked={order.length > 0 && order.every((id) => selected.has(id))}
            onChange={(event) => {
              setSelected(event.target.checked ? new Set(order) : new Set());
            }}
          />{' '}
          Select all on this page
        </label>
        <button
          type="button"
          className="button"
          disabled={selected.size === 0 || remove.isPending}
          onClick={() => {
            remove.mutate([...selected], {
              onSuccess: () => {
                setSelected(new Set());
              },
            });
          }}
        >
          Remove selected ({selected.size})
        </button>
      </div>
      {error ? (
        <p className="error" role="alert">
          {error instanceof ApiRequestError
            ? error.message
            : 'Sorry something went wrong. Please try again.'}
        </p>
      ) : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="favorites" aria-label="Favorite listings" start={offset + 1}>
            {order.map((id, index) => {
              const row = byId.get(id);
              return row ? (
                <FavoriteRow
                  key={id}
                  row={row}
                  first={index === 0}
                  last={index === order.length - 1}
                  selected={selected.has(id)}
                  onSelect={() => {
                    toggle(id);
                  }}
                  onMove={(delta) => {
                    moveTo(id, index + delta);
                  }}
                />
              ) : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <Pager label="Favorites pages" page={page} pages={pages} onPage={onPage} />
    </>
  );
}

function FavoriteRow({
  row,
  first,
  last,
  selected,
  onSelect,
  onMove,
}: {
  readonly row: FavoriteListing;
  readonly first: boolean;
  readonly last: boolean;
  readonly selected: boolean;
  readonly onSelect: () => void;
  readonly onMove: (delta: number) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.listing_id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`favorites__row ${isDragging ? 'favorites__row--dragging' : ''}`}
    >
      <button
        type="button"
        className="icon-button favorites__handle"
        aria-label={`Reorder ${row.title}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <input
        type="checkbox"
        checked={selected}
        onChange={onSelect}
        aria-label={`Select ${row.title}`}
      />
      <span className="favorites__title">
        {row.login ? (
          <a
            href={`/${encodeURIComponent(row.login)}?listing_id=${encodeURIComponent(row.listing_id)}`}
          >
            {row.title}
          </a>
        ) : (
          row.title
        )}
        {row.login ? <span className="favorites__login"> by {row.login}</span> : null}
      </span>
      <span className="favorites__moves">
        <button
          type="button"
          className="button button--small"
          disabled={first}
          aria-label={`Move up ${row.title}`}
          onClick={() => {
            onMove(-1);
          }}
        >
          Move up
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={last}
          aria-label={`Move down ${row.title}`}
          onClick={() => {
            onMove(1);
          }}
        >
          Move down
        </button>
      </span>
    </li>
  );
}
