import type { OnboardingView } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { FormError } from '@/components/field';
import { ErrorState, Loading } from '@/components/states';
import { useAcceptLegalTerms } from '../api/accept-legal-terms';
import { useOfferingSettings } from '../api/get-offering-settings';
import { useOnboarding } from '../api/get-onboarding';
import { HrefLink } from './href-link';

type StepName = OnboardingView['steps'][number]['name'];

/**
 * The onboarding checklist (/feed/{login}/onboarding): agree to the legal terms, then set a
 * price (or create a first package when subscriptions are sold as packages), then create a
 * first post. Each button is enabled only on its own step; done steps carry a checkmark.
 */
export function OnboardingChecklist({
  login,
  noPerks,
  onNoPerksClosed,
}: {
  readonly login: string;
  readonly noPerks: boolean;
  readonly onNoPerksClosed: () => void;
}) {
  const settings = useOfferingSettings();
  const packages = settings.data ? !settings.data.available : false;
  const onboarding = useOnboarding(Boolean(settings.data?.available && settings.data.offering));
  const accept = useAcceptLegalTerms();
  const [terms, setTerms] = useState(false);

  if (onboarding.isPending || settings.isPending) return <Loading />;
  if (onboarding.isError) return <ErrorState title="Your onboarding could not be loaded." />;
  const view = onboarding.data;
  const step = (name: StepName) =>
    view.steps.find((s) => s.name === name) ?? { name, done: false, enabled: false };

  const items: { name: StepName; title: string; text: string; action: ReactNode }[] = [
    {
      name: 'legal_terms',
      title: 'Agree to Legal Terms',
      text: 'Confirm that you keep the records the law requires for everyone who appears in your content.',
      action: (
        <button
          type="button"
          className="button button--primary"
          disabled={!step('legal_terms').enabled}
          onClick={() => {
            accept.reset();
            setTerms(true);
          }}
        >
          Agree to Terms
        </button>
      ),
    },
    packages
      ? {
          name: 'set_price',
          title: 'Create Your First Package',
          text: 'Choose the price and perks your subscribers get each month.',
          action: (
            <StepLink enabled={step('set_price').enabled} href="/packages/new?onboarding=true">
              Create Package
            </StepLink>
          ),
        }
      : {
          name: 'set_price',
          title: 'Set Your Price',
          text: 'Choose the monthly price of a subscription to your feed.',
          action: (
            <StepLink
              enabled={step('set_price').enabled}
              href="/feed/subscription_settings?onboarding=true"
            >
              Set Price
            </StepLink>
          ),
        },
    {
      name: 'first_post',
      title: 'Create Your First Post',
      text: 'We recommend at least 10 subscriber posts in total, so new subscribers have plenty to see.',
      action: (
        <StepLink enabled={step('first_post').enabled} href="/feed/create_post">
          Create Post
        </StepLink>
      ),
    },
  ];

  return (
    <>
      {view.onboarding_complete ? (
        <p role="status" className="notice notice--info">
          Your feed is set up.{' '}
          <Link to="/$login/feed" params={{ login }}>
            Go to your feed
          </Link>
        </p>
      ) : null}
      <ol className="checklist">
        {items.map((item, index) => {
          const { done, enabled } = step(item.name);
          return (
            <li
              key={item.name}
              className={`checklist__item card${done ? ' is-done' : ''}${enabled ? ' is-current' : ''}`}
            >
              <span className="checklist__mark" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <div className="checklist__text">
                <h2>
                  {item.title}
                  {done ? <span className="visually-hidden"> (done)</span> : null}
                </h2>
                <p>{item.text}</p>
              </div>
              <div className="checklist__action">{item.action}</div>
            </li>
          );
        })}
      </ol>
      <Dialog
        open={terms}
        title="Legal Terms"
        onClose={() => {
          setTerms(false);
        }}
        actions={
          <DialogActions
            onCancel={() => {
              setTerms(false);
            }}
            confirmLabel="I Agree"
            pending={accept.isPending}
            focusConfirm
            onConfirm={() => {
              accept.mutate(undefined, {
                onSuccess: () => {
                  setTerms(false);
                },
              });
            }}
          />
        }
      >
        <p>
          I confirm that everyone who appears in content I publish is at least 18 years old, that I
          keep the age and identity records required by 18 U.S.C. 2257 for each of them, and that I
          am responsible for what I publish.
        </p>
        <FormError message={accept.error?.message} />
      </Dialog>
      <Dialog open={noPerks} title="Packages" onClose={onNoPerksClosed}>
        <p>You can create new Packages later, from Manage Packages.</p>
      </Dialog>
    </>
  );
}

/** The step's button: a link on its own step, a disabled button otherwise. */
function StepLink({
  enabled,
  href,
  children,
}: {
  readonly enabled: boolean;
  readonly href: string;
  readonly children: ReactNode;
}) {
  if (!enabled) {
    return (
      <button type="button" className="button" disabled>
        {children}
      </button>
    );
  }
  return (
    <HrefLink href={href} className="button button--primary">
      {children}
    </HrefLink>
  );
}
