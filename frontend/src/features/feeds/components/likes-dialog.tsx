import { Dialog } from '@/components/dialog';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useLikes } from '../api/get-likes';

/** The owner's list of who liked a post (spec 000 §3: the first and third entries show). */
export function LikesDialog({
  postId,
  open,
  onClose,
}: {
  readonly postId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const likes = useLikes(postId, open);
  return (
    <Dialog open={open} title="Likes" onClose={onClose}>
      {likes.isPending ? (
        <Loading />
      ) : likes.isError ? (
        <ErrorState error={likes.error} onRetry={() => void likes.refetch()} />
      ) : likes.data.length === 0 ? (
        <EmptyState title="No likes yet" />
      ) : (
        <ul className="likes-list">
          {likes.data.map(([login, id, initials]) => (
            <li key={id}>
              <span className="post-card__avatar" aria-hidden="true">
                {initials}
              </span>
              {login}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
