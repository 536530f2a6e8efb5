import type { WizardStep } from '@flirtwire/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/field';
import { ErrorState, Loading } from '@/components/states';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useAdvanceFlirtSetup } from '../api/advance-flirt-setup';
import { useFlirtSetup } from '../api/get-flirt-setup';
import { useStartFlirtSetup } from '../api/start-flirt-setup';
import { STEP_LABELS } from '../lib/wizard';
import { GenderStep } from './gender-step';
import { IdStep } from './id-step';
import { PhoneStep } from './phone-step';

/**
 * The card and payout forms belong to their own features; the route hands them in, and each
 * calls `done` once its save went through.
 */
export interface WizardSlots {
  readonly cardStep: (done: () => void) => ReactNode;
  readonly payoutStep: (done: () => void) => ReactNode;
}

/**
 * The Flirt setup wizard (/advisor_signup/account_setup): phone, credit card, ID verification,
 * payout info and gender, in the order and at the step the server gives; each saved step is
 * reported with PATCH { step }, and the server's answer is the next step. Then 'Congrats'.
 */
export function SetupWizard({ slots }: { readonly slots: WizardSlots }) {
  const setup = useFlirtSetup();
  const advance = useAdvanceFlirtSetup();
  const [cancelling, setCancelling] = useState(false);
  const navigate = useNavigate();
  const step = setup.data?.step;
  const { mutate } = advance;
  const complete = useCallback(() => {
    if (step && step !== 'completed') mutate({ step });
  }, [mutate, step]);

  if (setup.isPending) return <Loading />;
  if (setup.isError) return <ErrorState title="Your Flirt account setup could not be loaded." />;
  const view = setup.data;
  if (view.step === 'completed') return <Congrats />;
  if (view.step === null) return <StartSetup />;

  const current = view.step;
  return (
    <div className="wizard">
      <ol className="steps steps--wizard" aria-label="Setup steps">
        {view.steps.map((name, index) => {
          const done = view.completed_steps.includes(name);
          return (
            <li
              key={name}
              className={name === current ? 'is-current' : done ? 'is-done' : undefined}
              {...(name === current ? { 'aria-current': 'step' as const } : {})}
            >
              <span className="steps__number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>{' '}
              {STEP_LABELS[name]}
              {done ? <span className="visually-hidden"> (done)</span> : null}
            </li>
          );
        })}
      </ol>
      <section className="card wizard__body" aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title">{STEP_LABELS[current]}</h2>
        <StepBody step={current} complete={complete} advancing={advance.isPending} slots={slots} />
        <FormError message={advance.error?.message} />
      </section>
      <p className="wizard__cancel">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            advance.reset();
            setCancelling(true);
          }}
        >
          Cancel setup
        </button>
      </p>
      <Dialog
        open={cancelling}
        title="Cancel your Flirt setup?"
        onClose={() => {
          setCancelling(false);
        }}
        actions={
          <>
            <button
              type="button"
              className="button"
              data-autofocus
              onClick={() => {
                setCancelling(false);
              }}
            >
              Continue Setup
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={advance.isPending}
              onClick={() => {
                advance.mutate(
                  { cancel: true },
                  {
                    onSuccess: () => {
                      setCancelling(false);
                      showSnackbar('Your Flirt setup was cancelled.', 'info');
                      void navigate({ to: '/account' });
                    },
                  },
                );
              }}
            >
              Cancel Setup
            </button>
          </>
        }
      >
        <p>
          If you cancel now, your account stays a customer account: you can still call, chat and
          subscribe, but you will not be able to offer your services as a Flirt.
        </p>
        <FormError message={advance.error?.message} />
      </Dialog>
    </div>
  );
}

function StepBody({
  step,
  complete,
  advancing,
  slots,
}: {
  readonly step: WizardStep;
  readonly complete: () => void;
  readonly advancing: boolean;
  readonly slots: WizardSlots;
}) {
  switch (step) {
    case 'add_phone':
      return <PhoneStep complete={complete} />;
    case 'add_cc':
      return <CardStep complete={complete} advancing={advancing} slots={slots} />;
    case 'verify_id':
      return <IdStep complete={complete} advancing={advancing} />;
    case 'add_payout_info':
      return (
        <div className="wizard-step">
          <p>Tell us how you want to be paid.</p>
          {slots.payoutStep(complete)}
          {/* Payout info saved earlier (on the payout page) counts too; the server checks. */}
          <p className="wizard-step__alt">
            <button type="button" className="button" disabled={advancing} onClick={complete}>
              Continue with my saved payout info
            </button>
          </p>
        </div>
      );
    case 'gender':
      return <GenderStep complete={complete} />;
    default: {
      const unexpected: never = step;
      return unexpected;
    }
  }
}

function CardStep({
  complete,
  advancing,
  slots,
}: {
  readonly complete: () => void;
  readonly advancing: boolean;
  readonly slots: WizardSlots;
}) {
  const user = useCurrentUser();
  const card = user.data?.default_card;
  return (
    <div className="wizard-step">
      {card ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={advancing}
            onClick={complete}
          >
            Use my card ending in {card.last_four}
          </button>
        </p>
      ) : (
        <p>Add a credit card to your account.</p>
      )}
      {slots.cardStep(complete)}
    </div>
  );
}

/** A signed-in customer who is not setting up a Flirt account (or cancelled) may start. */
function StartSetup() {
  const start = useStartFlirtSetup();
  return (
    <div className="card wizard__body">
      <h2>Become a Flirt</h2>
      <p>
        Set up your Flirt account in five steps: your phone, a credit card, ID verification, payout
        info and your gender.
      </p>
      <FormError message={start.error?.message} />
      <button
        type="button"
        className="button button--primary"
        disabled={start.isPending}
        onClick={() => {
          start.mutate();
        }}
      >
        Start Setup
      </button>
    </div>
  );
}

/** 'Congrats' (spec 002 §2): what comes next is Phone Listings or Goodies. */
function Congrats() {
  return (
    <div className="card wizard__body wizard__congrats">
      <h2>Congrats</h2>
      <p>Your Flirt account is set up.</p>
      <p>Next, offer your customers Phone Listings or Goodies.</p>
      <div className="form__footer">
        <Link to="/listings/new" className="button button--primary">
          Phone Listings
        </Link>
        <Link to="/goodies/new" className="button">
          Goodies
        </Link>
      </div>
    </div>
  );
}
