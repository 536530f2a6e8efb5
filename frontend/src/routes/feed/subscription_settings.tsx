import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { offeringSettingsQuery } from '@/features/onboarding/api/get-offering-settings';
import { SubscriptionSettings } from '@/features/onboarding/components/subscription-settings';
import { settingsRedirect } from '@/features/onboarding/lib/settings-redirect';
import { requireAdvisor } from '@/lib/guards';
import { searchSchema } from '@/lib/search-schema';

/** `?onboarding=true` (plain text in the URL, or a boolean from an in-app navigation). */
const Flag = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' || typeof value === 'string'
    ? value === true || value === 'true'
    : undefined;

export const Route = createFileRoute('/feed/subscription_settings')({
  validateSearch: searchSchema({ onboarding: Flag }),
  beforeLoad: async ({ context, location, search }) => {
    const user = await requireAdvisor(context, location);
    const settings = await context.queryClient.query(offeringSettingsQuery);
    // With the recurring-package flag on, subscriptions are sold as packages.
    const href = settingsRedirect(settings.available, search.onboarding === true);
    if (href) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ href, replace: true });
    }
    return { login: user.login };
  },
  component: SubscriptionSettingsPage,
});

function SubscriptionSettingsPage() {
  const { onboarding } = Route.useSearch();
  const { login } = Route.useRouteContext();
  const router = useRouter();
  return (
    <section className="page page--narrow">
      <h1>Subscription Settings</h1>
      <SubscriptionSettings
        onSaved={() => {
          // From the onboarding checklist: back to it, where the next step is now enabled.
          if (onboarding === true) {
            void router.navigate({ href: `/feed/${encodeURIComponent(login)}/onboarding` });
          }
        }}
      />
    </section>
  );
}
