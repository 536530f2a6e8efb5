import { createFileRoute } from '@tanstack/react-router';
import { TransactionDetails } from '@/features/transactions/components/transaction-details';
import { requireUser } from '@/lib/guards';
import { searchSchema } from '@/lib/search-schema';

/** A payment's details, linked from the earnings and My Customers history rows. */
export const Route = createFileRoute('/transactions/details/$id')({
  validateSearch: searchSchema({
    btids: (value: unknown): string | undefined => {
      if (value === undefined || typeof value === 'string') return value;
      throw new Error('Invalid input: expected string');
    },
  }),
  beforeLoad: async ({ context, location }) => {
    await requireUser(context, location);
  },
  component: TransactionDetailsPage,
});

function TransactionDetailsPage() {
  const { id } = Route.useParams();
  const { btids } = Route.useSearch();
  return (
    <section className="page page--narrow">
      <h1>Transaction details</h1>
      <TransactionDetails id={id} btids={btids} />
    </section>
  );
}
