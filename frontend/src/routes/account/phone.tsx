import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { PhoneStep } from '@/features/flirt-setup/components/phone-step';
import { requireUser } from '@/lib/guards';
import { localReturnPath } from '@/lib/search-params';
import { showSnackbar } from '@/lib/snackbar-store';
import { searchSchema } from '@/lib/search-schema';

const Search = searchSchema({
  /** Where to go back to once the phone is verified (the call that asked for it). */
  return_url: localReturnPath,
});

/**
 * /account/phone: add and verify a phone after sign-up (the sign-up's Add Phone step is
 * skippable, and a call needs a verified phone). The same step as the sign-up and the Flirt
 * wizard; with a `return_url` the person goes back there once the phone is verified.
 */
export const Route = createFileRoute('/account/phone')({
  validateSearch: Search,
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: AccountPhonePage,
});

function AccountPhonePage() {
  const { return_url: returnUrl } = Route.useSearch();
  const router = useRouter();
  const back = () => {
    void router.navigate({ href: returnUrl ?? '/account' });
  };
  return (
    <section className="page page--narrow">
      <p>
        <Link to="/account">Back to Account</Link>
      </p>
      <h1>Phone</h1>
      <p>Add your phone to call Flirts and to sign in by phone.</p>
      <PhoneStep
        continueLabel={returnUrl ? 'Continue' : 'Back to Account'}
        onContinue={back}
        complete={() => {
          showSnackbar('Your phone is verified.', 'success');
          // Without a page to go back to, this one shows the verified number.
          if (returnUrl) back();
        }}
      />
    </section>
  );
}
