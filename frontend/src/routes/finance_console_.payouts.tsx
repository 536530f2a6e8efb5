import { createFileRoute } from '@tanstack/react-router';
import { PayoutsConsole } from '@/features/payouts/components/payouts-console';
import { requireFinance } from '@/lib/guards';

/** Finance's payouts console (role finance). */
export const Route = createFileRoute('/finance_console_/payouts')({
  beforeLoad: requireFinance,
  component: () => (
    <section className="page">
      <h1>Payouts</h1>
      <PayoutsConsole />
    </section>
  ),
});
