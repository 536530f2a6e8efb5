import { createFileRoute, redirect } from '@tanstack/react-router';
import { PayoutsConsole } from '@/features/payouts/components/payouts-console';
import { requireUser } from '@/lib/guards';

/** Finance's payouts console (role finance). */
export const Route = createFileRoute('/finance_console_/payouts')({
  beforeLoad: async ({ context, location }) => {
    const user = await requireUser(context, location);
    if (!user.roles.includes('finance')) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/account',
        search: {
          'snackbar[severity]': 'error',
          'snackbar[message]': 'The finance console is for finance staff only.',
        },
      });
    }
  },
  component: () => (
    <section className="page">
      <h1>Payouts</h1>
      <PayoutsConsole />
    </section>
  ),
});
