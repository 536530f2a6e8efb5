import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { Dialog } from '@/components/dialog';
import {
  SignUpDialog,
  SignUpSteps,
  signUpHeadline,
} from '@/features/auth/components/sign-up-dialog';
import { PhoneStep } from '@/features/flirt-setup/components/phone-step';
import { AddMoneyStep } from '@/features/site-dollars/components/add-money-step';
import { oneOf, searchSchema, text } from '@/lib/search-schema';

export const Route = createFileRoute('/signup')({
  validateSearch: searchSchema({
    return_url: text({ max: 2000 }),
    product: oneOf(['chat', 'call', 'gb']),
  }),
  component: SignUpPage,
});

/** The customer sign-up's three steps: Register, Add Money, Add Phone (the last two skippable). */
function SignUpPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const [step, setStep] = useState<{ current: 1 | 2; redirectTo: string } | null>(null);
  const finish = useCallback(
    (redirectTo: string) => {
      void router.navigate({ href: redirectTo, replace: true });
    },
    [router],
  );
  const toPhone = useCallback(() => {
    setStep((now) => (now ? { ...now, current: 2 } : now));
  }, []);
  if (step) {
    const done = () => {
      finish(step.redirectTo);
    };
    return (
      <div className="auth-backdrop">
        <Dialog
          open
          title={signUpHeadline(false, false, search.product)}
          onClose={done}
          width={450}
        >
          <SignUpSteps current={step.current} />
          {step.current === 1 ? (
            <AddMoneyStep onDone={toPhone} />
          ) : (
            <>
              <p>Add your phone to call Flirts and to sign in by phone.</p>
              <PhoneStep complete={done} />
              <p className="form__links">
                <button type="button" className="link-button" onClick={done}>
                  Skip for now
                </button>
              </p>
            </>
          )}
        </Dialog>
      </div>
    );
  }
  return (
    <div className="auth-backdrop">
      <SignUpDialog
        product={search.product}
        returnUrl={search.return_url}
        onClose={() => {
          void navigate({ to: '/' });
        }}
        onRegistered={(redirectTo) => {
          setStep({ current: 1, redirectTo });
        }}
      />
    </div>
  );
}
