import { createFileRoute } from '@tanstack/react-router';
import { paymentHistoryQuery } from '@/features/payouts/api/get-payment-history';
import { PaymentHistory } from '@/features/payouts/components/payment-history';
import { requireUser } from '@/lib/guards';

/** The Flirt's payment history: every payout with its method, pay date, fee, amount, status. */
export const Route = createFileRoute('/transactions/payment_history')({
  beforeLoad: async ({ context, location }) => {
    await requireUser(context, location);
  },
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; what cannot be read shows its error on the page.
    await queryClient.query({ ...paymentHistoryQuery, staleTime: 'static' }).catch(() => undefined);
  },
  component: () => (
    <section className="page">
      <h1>Payment History</h1>
      <PaymentHistory />
    </section>
  ),
});
