import { createFileRoute, redirect } from '@tanstack/react-router';
import { openTributeModal } from '@/components/card-dialogs';
import { advisorQuery } from '@/features/feeds/api/get-advisor';
import { CreatorFeedPage } from '@/features/feeds/components/creator-feed-page';
import { SubscribeButton } from '@/features/subscriptions/components/subscribe-button';
import { ApiRequestError } from '@/lib/api-client';

/** /{login}/feed: a Flirt's posts; a missing or inactive Flirt goes to the missing-profile page. */
export const Route = createFileRoute('/$login/feed')({
  loader: async ({ context, params }) => {
    const missing = () => redirect({ to: '/feed/missing/profile', replace: true });
    try {
      const advisor = await context.queryClient.query(advisorQuery(params.login));
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      if (!advisor.active) throw missing();
      return advisor;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
        throw missing();
      }
      throw error;
    }
  },
  component: CreatorFeedRoute,
});

function CreatorFeedRoute() {
  const advisor = Route.useLoaderData();
  return (
    <CreatorFeedPage
      advisor={advisor}
      actions={
        <>
          <SubscribeButton advisorId={advisor.id} advisorLogin={advisor.login} />
          <button
            type="button"
            className="button"
            disabled={advisor.blocked}
            onClick={() => {
              openTributeModal({ advisorId: advisor.id, advisorLogin: advisor.login });
            }}
          >
            Pay a Tribute
          </button>
        </>
      }
    />
  );
}
