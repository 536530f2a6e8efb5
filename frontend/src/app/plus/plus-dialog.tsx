import { Link } from '@tanstack/react-router';
import { Dialog } from '@/components/dialog';
import { useAdvisor } from '@/features/subscriptions/api/get-advisor';
import { SubscribeButton } from '@/features/subscriptions/components/subscribe-button';

/** The NF+ modal's content for one Flirt (opened by `PlusHost`). */
export default function PlusDialog({
  login,
  onClose,
}: {
  readonly login: string;
  readonly onClose: () => void;
}) {
  const advisor = useAdvisor(login);
  return (
    <Dialog open title="NF+" onClose={onClose} width={440}>
      {advisor.isPending ? (
        <p role="status">Loading...</p>
      ) : advisor.isError || !advisor.data.active ? (
        <p role="alert">This Flirt is unavailable or has changed their name.</p>
      ) : (
        <div className="plus-modal">
          <p>
            <strong>{advisor.data.login}</strong>’s NF+ feed: free posts for followers, and
            subscriber posts with photos, videos and audio for subscribers, billed monthly.
          </p>
          <div className="plus-modal__actions">
            <SubscribeButton advisorId={advisor.data.id} advisorLogin={advisor.data.login} />
            <Link
              to="/$login/feed"
              params={{ login: advisor.data.login }}
              className="button"
              onClick={onClose}
            >
              View Feed
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
