import { createFileRoute } from '@tanstack/react-router';
import { AddCardForm } from '@/features/cards/components/add-card-form';
import { SetupWizard, type WizardSlots } from '@/features/flirt-setup/components/setup-wizard';
import { PayoutPage } from '@/features/payout/components/payout-page';
import { requireUser } from '@/lib/guards';

/** The card and payout steps reuse the forms of the payment-methods and payout pages. */
const slots: WizardSlots = {
  cardStep: (done) => (
    <AddCardForm
      onAdded={() => {
        done();
      }}
    />
  ),
  payoutStep: (done) => <PayoutPage onSaved={done} />,
};

export const Route = createFileRoute('/advisor_signup/account_setup')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: AccountSetupPage,
});

function AccountSetupPage() {
  return (
    <section className="page page--narrow">
      <h1>Set Up Your Flirt Account</h1>
      <SetupWizard slots={slots} />
    </section>
  );
}
