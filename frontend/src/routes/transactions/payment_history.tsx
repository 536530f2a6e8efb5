import { createFileRoute } from '@tanstack/react-router';
import { PaymentHistory } from '@/features/payouts/components/payment-history';
import { requireUser } from '@/lib/guards';

/** The Flirt's payment history: every payout with its method, pay date, fee, amount, status. */
export const Route = createFileRoute('/transactions/payment_history')({
  beforeLoad: async ({ context, location }) => {
    await requireUser(context, location);
  },
  component: () => (
    <section className="page">
      <h1>Payment History</h1>
      <PaymentHistory />
    </section>
  ),
});
