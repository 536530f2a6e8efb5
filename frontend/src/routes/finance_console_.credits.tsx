import { createFileRoute } from '@tanstack/react-router';
import { CreditRequestsConsole } from '@/features/credit-requests/components/credit-requests-console';
import { requireFinance } from '@/lib/guards';

/** Finance's approvals of staff site-dollar credits above a cap (role finance). */
export const Route = createFileRoute('/finance_console_/credits')({
  beforeLoad: requireFinance,
  component: () => (
    <section className="page">
      <h1>Site-dollar credit approvals</h1>
      <p>
        Staff credits above a limit wait here for a second person in finance: never the one who
        asked, never the one credited.
      </p>
      <CreditRequestsConsole />
    </section>
  ),
});
