import { createFileRoute, redirect } from '@tanstack/react-router';
import { FinanceConsole } from '@/features/finance/components/finance-console';
import { requireUser } from '@/lib/guards';

/** The finance console (role finance); /finance is the API prefix, hence /finance_console. */
export const Route = createFileRoute('/finance_console')({
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
  component: FinanceConsole,
});
