import { createFileRoute } from '@tanstack/react-router';
import { PayoutsConsole } from '@/features/payouts/components/payouts-console';
import { requireStaffRole } from '@/lib/guards';

/** Finance's payouts console (role finance). */
export const Route = createFileRoute('/finance_console_/payouts')({
  beforeLoad: async ({ context, location }) => {
    await requireStaffRole(
      context,
      location,
      ['finance'],
      'The finance console is for finance staff only.',
    );
  },
  component: () => (
    <section className="page">
      <h1>Payouts</h1>
      <PayoutsConsole />
    </section>
  ),
});
