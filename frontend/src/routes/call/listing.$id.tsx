import { createFileRoute, useLocation } from '@tanstack/react-router';
import { CallPanel } from '@/features/calls/components/call-panel';
import { CallListingPage } from '@/features/marketplace/components/call-listing-page';
import { Loading } from '@/components/states';
import { useCurrentUser } from '@/lib/session';

/**
 * /call/listing/{id}: the call page of a phone listing, under the simplified header: the
 * listing, and the call panel while its Flirt is online (the reason it cannot be called
 * otherwise).
 */
export const Route = createFileRoute('/call/listing/$id')({
  component: CallListingRoute,
});

function CallListingRoute() {
  const { id } = Route.useParams();
  const user = useCurrentUser();
  const here = useLocation();
  // Signed in or not decides what the page offers: wait for the answer rather than flash it.
  if (user.isPending) return <Loading />;
  return (
    <CallListingPage
      listingId={id}
      viewer={{ signedIn: Boolean(user.data), pin: user.data?.pin ?? null }}
      returnHref={here.href}
      renderCall={({ listingId, pin, rateLabel, unavailable }) => (
        <CallPanel
          listingId={listingId}
          pin={pin}
          rateLabel={rateLabel}
          unavailable={unavailable ?? null}
        />
      )}
    />
  );
}
