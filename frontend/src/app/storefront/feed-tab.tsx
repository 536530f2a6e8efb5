import type { AdvisorResponse } from '@flirtwire/contracts';
import { CreatorFeedPage } from '@/features/feeds/components/creator-feed-page';
import { SubscribeButton } from '@/features/subscriptions/components/subscribe-button';

/** The storefront's Feed tab: the Flirt's feed with the subscribe button among its actions. */
export default function FeedTab({
  advisor,
  onNoContent,
  initialView,
}: {
  readonly advisor: AdvisorResponse;
  readonly onNoContent: () => void;
  readonly initialView: 'posts' | 'media';
}) {
  return (
    <CreatorFeedPage
      advisor={advisor}
      onNoContent={onNoContent}
      initialView={initialView}
      actions={<SubscribeButton advisorId={advisor.id} advisorLogin={advisor.login} />}
    />
  );
}
