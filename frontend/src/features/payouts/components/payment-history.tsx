import {
  formatCents,
  isReadModel,
  READ_MODELS,
  PAYOUT_HOLD_REASONS,
  PAYOUT_STATUS_LABELS,
  type PayoutRow,
} from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '@/lib/session';
import { useRealtimeNotices, useRealtimeTopic } from '@/lib/realtime';
import { usePaymentHistory } from '../api/get-payment-history';
import { payoutsKeys } from '../api/keys';
import { EmptyState, ErrorState, Loading } from '@/components/states';

/** The Flirt's payouts: method, pay date, fee, amount and status (holds with their reason). */
export function PaymentHistory() {
  const history = usePaymentHistory();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  // A payout sent or returned while the page is open shows without a reload.
  useRealtimeTopic(config.data?.realtime.topics.creator_dashboard);
  useRealtimeNotices(
    (notice) => {
      if (isReadModel(notice.collection, READ_MODELS.payouts))
        void queryClient.invalidateQueries({ queryKey: payoutsKeys.history() });
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: payoutsKeys.history() });
    },
  );
  if (history.isPending) return <Loading />;
  if (history.isError)
    return (
      <ErrorState
        error={history.error}
        title="Your payment history could not be loaded. Please try again."
        onRetry={() => {
          void history.refetch();
        }}
      />
    );
  const payouts = history.data.payouts;
  if (payouts.length === 0) return <EmptyState title="No payouts yet." />;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Payouts</caption>
        <thead>
          <tr>
            <th scope="col">Pay date</th>
            <th scope="col">Method</th>
            <th scope="col">Fee</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <tr key={payout.payoutId}>
              <td>{payout.periodKey}</td>
              <td>{payout.method}</td>
              <td>{formatCents(payout.feeCents)}</td>
              <td>{formatCents(payout.amountCents)}</td>
              <td>{statusText(payout)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function statusText(payout: PayoutRow): string {
  const label = PAYOUT_STATUS_LABELS[payout.status];
  if (payout.status === 'held' && payout.holdReason)
    return `${label}: ${PAYOUT_HOLD_REASONS[payout.holdReason]}`;
  if (payout.status === 'returned' && payout.returnCode) return `${label} (${payout.returnCode})`;
  return label;
}
