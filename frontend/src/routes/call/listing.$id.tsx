import { createFileRoute, Link } from '@tanstack/react-router';

/**
 * /call/listing/{id}: the call page of a phone listing, under the simplified header. Placing
 * calls from the browser is not part of the dashboard yet, so the page says so and leads back
 * to the feeds instead of ending there.
 */
export const Route = createFileRoute('/call/listing/$id')({
  component: CallListingPage,
});

function CallListingPage() {
  return (
    <section className="page page--narrow">
      <h1>Call</h1>
      <p>Calls to this listing cannot be placed from the browser yet.</p>
      <p>
        <Link to="/feed/home" className="button button--primary">
          Go to Feed
        </Link>
      </p>
    </section>
  );
}
