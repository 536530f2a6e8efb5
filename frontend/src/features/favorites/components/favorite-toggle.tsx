import { useFavoriteStatus } from '../api/get-favorite-status';
import { useToggleFavorite } from '../api/toggle-favorite';

/**
 * "Add to favorites" / "Remove from favorites" for one listing (the listing drawer's menu uses
 * it). Signed-in people only: visitors are sent to sign in by the caller.
 */
export function FavoriteToggle({
  listingId,
  className = 'button',
}: {
  readonly listingId: string;
  readonly className?: string;
}) {
  const status = useFavoriteStatus(listingId);
  const { toggle, isPending } = useToggleFavorite(listingId);
  const favorite = status.data?.isFavoriteForViewer ?? false;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={favorite}
      disabled={status.isPending || isPending}
      onClick={() => {
        toggle(!favorite);
      }}
    >
      {favorite ? 'Remove from favorites' : 'Add to favorites'}
    </button>
  );
}
