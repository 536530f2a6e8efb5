import { createFileRoute } from '@tanstack/react-router';
import { CustomerTransactions } from '@/features/transactions/components/customer-transactions';
import { SiteDollarMovements } from '@/features/site-dollars/components/site-dollar-movements';
import { requireUser } from '@/lib/guards';

/** The customer menu's Transactions: the person's own purchases, refunds and balance movements. */
export const Route = createFileRoute('/transactions/details/')({
  beforeLoad: async ({ context, location }) => {
    await requireUser(context, location);
  },
  component: () => (
    <section className="page">
      <h1>Transactions</h1>
      <h2>Purchases</h2>
      <CustomerTransactions />
      <SiteDollarMovements />
    </section>
  ),
});
