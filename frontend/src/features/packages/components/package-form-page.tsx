import {
  formatCents,
  type ManagedPackageView,
  PACKAGE_MESSAGES,
  PRICE_MESSAGES,
} from '@flirtwire/contracts';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { CheckboxField, TextField } from '@/components/field';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { usePackageManagement } from '../api/get-package-management';
import { createPackage } from '../api/create-package';
import { updatePackage } from '../api/update-package';
import { usePackageMutation } from '../api/use-package-mutation';
import {
  atPublicLimit,
  bodyOf,
  defaultValues,
  type PackageFormContext,
  type PackageFormValues,
  type PackageSection,
  saveDisabled,
  sectionsOf,
  showsFeedAccess,
  showsVolleys,
  statusOf,
  validate,
  valuesOf,
} from '../lib/package-form';
import './packages.css';

/** /packages/new (onboarding=true for the onboarding variant) and /packages/{id}/edit. */
export function PackageFormPage({
  packageId,
  onboarding = false,
}: {
  readonly packageId?: string;
  readonly onboarding?: boolean;
}) {
  const { data, isPending, error, refetch } = usePackageManagement();
  if (isPending) return <Loading />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const existing = packageId ? data.packages.find((pkg) => pkg.id === packageId) : undefined;
  if (packageId && (!existing || existing.status === 'deleted_package'))
    return <ErrorState title={PACKAGE_MESSAGES.notFound} />;
  const context: PackageFormContext = {
    maxRateCents: data.max_rate,
    volleysAvailable: data.volleys_available,
    contentAvailable: data.content_available,
    onboarding: onboarding && !existing,
    publicCount: data.public_count,
    publicLimit: data.public_limit,
    creating: !existing,
  };
  return <PackageForm existing={existing} context={context} />;
}

function PackageForm({
  existing,
  context,
}: {
  readonly existing: ManagedPackageView | undefined;
  readonly context: PackageFormContext;
}) {
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const [values, setValues] = useState<PackageFormValues>(() =>
    existing ? valuesOf(existing) : defaultValues(showsFeedAccess(context)),
  );
  const [touched, setTouched] = useState(false);
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({});
  const save = usePackageMutation((form: PackageFormValues) =>
    existing
      ? updatePackage(existing.id, bodyOf(form, context))
      : createPackage({ ...bodyOf(form, context), status: statusOf(form, context) }),
  );
  const errors = validate(values, context);
  const marked = sectionsOf(serverFields);
  const shown = (field: keyof typeof errors): string | undefined =>
    serverFields[field] ?? (touched ? errors[field] : undefined);

  function change(patch: Partial<PackageFormValues>) {
    setTouched(true);
    setValues((current) => ({ ...current, ...patch }));
    // A server error clears once the person edits what it was about.
    setServerFields((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== 'base' && !(key in patch)),
      ),
    );
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync(values);
      const first = context.onboarding && (user?.offerings.length ?? 0) === 0;
      showSnackbar(
        context.onboarding && first
          ? `${answer.message} You can now create your first post.`
          : answer.message,
        'success',
      );
      if (context.onboarding && user) {
        window.location.assign(`/feed/${encodeURIComponent(user.login)}/onboarding`);
        return;
      }
      await navigate({ to: '/packages' });
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        setServerFields(failure.fields);
        // Spec 000 §8: package errors are joined into one error snackbar.
        const text = Object.values(failure.fields).join(' ') || failure.message;
        showSnackbar(text, 'error');
      } else {
        showSnackbar('Sorry something went wrong. Please try again.', 'error');
      }
    }
  }

  const limitReached = atPublicLimit(values, context);
  const title = existing
    ? `Edit ${formatCents(existing.rate)} Package`
    : context.onboarding
      ? 'Set Up Your First Package'
      : 'Add Package';

  return (
    <section className="page page--narrow packages">
      <h1>{title}</h1>
      {context.onboarding ? (
        <p className="muted">
          Your first package sells access to your feed. You can add calls and chat volleys now or
          later; new packages can be created once your feed is set up.
        </p>
      ) : null}
      <form className="package-form" onSubmit={(event) => void submit(event)} noValidate>
        <Section title="Package" section="package" marked={marked}>
          <TextField
            label="Price per month (USD)"
            inputMode="decimal"
            value={values.rate}
            error={shown('rate')}
            hint={PRICE_MESSAGES.range(context.maxRateCents)}
            onChange={(event) => {
              change({ rate: event.target.value });
            }}
          />
          {context.creating && !context.onboarding ? (
            <fieldset className="package-form__status">
              <legend>Visibility</legend>
              <label>
                <input
                  type="radio"
                  name="status"
                  checked={values.status === 'public_package'}
                  onChange={() => {
                    change({ status: 'public_package' });
                  }}
                />{' '}
                Public (shown on your storefront)
              </label>
              <label>
                <input
                  type="radio"
                  name="status"
                  checked={values.status === 'private_package'}
                  onChange={() => {
                    change({ status: 'private_package' });
                  }}
                />{' '}
                Private (sold only through its link)
              </label>
            </fieldset>
          ) : null}
          {limitReached ? (
            <p className="warning" role="note">
              {PACKAGE_MESSAGES.publicLimit}
            </p>
          ) : null}
          {context.onboarding ? (
            <p className="hint">Includes access to all your subscriber posts.</p>
          ) : showsFeedAccess(context) || (existing?.feedPerk ?? false) ? (
            <CheckboxField
              label="Access to all subscriber posts"
              checked={values.feedAccess}
              onChange={(checked) => {
                change({ feedAccess: checked });
              }}
              error={serverFields.feedAccess}
            />
          ) : null}
          {serverFields.base ? (
            <p className="field__error" role="alert">
              {serverFields.base}
            </p>
          ) : null}
        </Section>
        <Section title="Free minute calls" section="call_perk" marked={marked}>
          <CheckboxField
            label="Include free minute calls"
            checked={values.freeMinutes}
            onChange={(checked) => {
              change({ freeMinutes: checked });
            }}
            error={serverFields.freeMinutes}
          />
          {values.freeMinutes ? (
            <div className="package-form__row">
              <TextField
                label="Minutes per call"
                inputMode="numeric"
                value={values.callsPerSessionAmount}
                error={shown('callsPerSessionAmount')}
                hint="1 to 5"
                onChange={(event) => {
                  change({ callsPerSessionAmount: event.target.value });
                }}
              />
              <CheckboxField
                label="Limit calls per month"
                checked={values.callsLimitByPeriod}
                onChange={(checked) => {
                  change({ callsLimitByPeriod: checked });
                }}
              />
              {values.callsLimitByPeriod ? (
                <TextField
                  label="Calls per month"
                  inputMode="numeric"
                  value={values.callsPerPeriodAmount}
                  error={shown('callsPerPeriodAmount')}
                  hint="1 to 30"
                  onChange={(event) => {
                    change({ callsPerPeriodAmount: event.target.value });
                  }}
                />
              ) : null}
            </div>
          ) : null}
        </Section>
        {showsVolleys(context) ? (
          <Section title="Free chat volleys" section="volley_perk" marked={marked}>
            <CheckboxField
              label="Include free chat volleys"
              checked={values.freeVolleys}
              onChange={(checked) => {
                change({ freeVolleys: checked });
              }}
              error={serverFields.freeVolleys}
            />
            {values.freeVolleys ? (
              <TextField
                label="Volleys per month"
                inputMode="numeric"
                value={values.volleysPerPeriodAmount}
                error={shown('volleysPerPeriodAmount')}
                hint="1 to 999"
                onChange={(event) => {
                  change({ volleysPerPeriodAmount: event.target.value });
                }}
              />
            ) : null}
          </Section>
        ) : null}
        <div className="package-form__actions">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void navigate({ to: '/packages' })}
          >
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={saveDisabled(values, context, save.isPending)}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Section({
  title,
  section,
  marked,
  children,
}: {
  readonly title: string;
  readonly section: PackageSection;
  readonly marked: ReadonlySet<PackageSection>;
  readonly children: ReactNode;
}) {
  const invalid = marked.has(section);
  return (
    <fieldset
      className={`package-form__section ${invalid ? 'package-form__section--invalid' : ''}`}
      aria-invalid={invalid || undefined}
    >
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
