import { createFileRoute, Link } from '@tanstack/react-router';
import { ErrorState, Loading } from '@/components/states';
import { useListing } from '@/components/listings/get-listing';
import { ListingForm } from '@/features/listings/components/listing-form';
import { requireAdvisor } from '@/lib/guards';

/** Edit one of my listings (someone else's answers "Listing not found"). */
export const Route = createFileRoute('/listings/$id/edit')({
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: EditListing,
});

function EditListing() {
  const { id } = Route.useParams();
  const listing = useListing(id);
  if (listing.isPending) return <Loading />;
  if (listing.isError)
    return (
      <section className="page page--narrow">
        <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
        <p>
          <Link to="/listings">Back to My Listings</Link>
        </p>
      </section>
    );
  if (!listing.data.is_owned_by_viewer)
    return (
      <section className="page page--narrow">
        <p>You can only change your own listings.</p>
        <p>
          <Link to="/listings">Back to My Listings</Link>
        </p>
      </section>
    );
  // Keyed by the listing so a refetch after saving starts the form from the saved values.
  return (
    <ListingForm key={`${listing.data.id}-${listing.data.updatedAt}`} listing={listing.data} />
  );
}
