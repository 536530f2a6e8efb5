import { createFileRoute, redirect } from '@tanstack/react-router';
import { PayoutPage } from '@/features/payout/components/payout-page';
import { payoutInfoQuery } from '@/features/payout/api/get-payout-info';
import { ApiRequestError } from '@/lib/api-client';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/account/payout')({
  beforeLoad: async ({ context, location }) => {
    await requireUser(context, location);
    try {
      await context.queryClient.query({ ...payoutInfoQuery, staleTime: 'static' });
    } catch (error) {
      // Spec 002 §6: without PAYOUT_21803 the page goes back to /account.
      if (error instanceof ApiRequestError && error.code === 'payout_disabled') {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
        throw redirect({ to: '/account' });
      }
      throw error;
    }
  },
  component: () => (
    <section className="page page--narrow">
      <h1>Payout Info</h1>
      <PayoutPage />
    </section>
  ),
});
