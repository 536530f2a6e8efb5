import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/advisor_signup/account_setup')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: AccountSetupPage,
});

function AccountSetupPage() {
  return (
    <section className="page page--narrow">
      <h1>Finish setting up your Flirt account</h1>
      <p>
        Your account needs a phone, a card, ID verification, payout info and your gender settings
        before My Customers opens. The setup wizard arrives with its own issue; until then an
        administrator can complete the steps through the API.
      </p>
    </section>
  );
}
