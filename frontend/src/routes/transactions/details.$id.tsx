import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TransactionDetails } from '@/features/transactions/components/transaction-details';
import { requireUser } from '@/lib/guards';

/** A payment's details, linked from the earnings and My Customers history rows. */
export const Route = createFileRoute('/transactions/details/$id')({
  validateSearch: z.object({ btids: z.string().optional() }),
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
