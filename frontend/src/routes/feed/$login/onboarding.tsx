import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { OnboardingChecklist } from '@/features/onboarding/components/onboarding-checklist';
import { requireAdvisor } from '@/lib/guards';
import { searchSchema } from '@/lib/search-schema';

/** `?no_perks=true` (plain text in the URL, or a boolean from an in-app navigation). */
const Flag = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' || typeof value === 'string'
    ? value === true || value === 'true'
    : undefined;

export const Route = createFileRoute('/feed/$login/onboarding')({
  validateSearch: searchSchema({ no_perks: Flag }),
  beforeLoad: async ({ context, location, params }) => {
    const user = await requireAdvisor(context, location);
    // Only the Flirt themself has an onboarding; anyone else sees the feed.
    if (user.login.toLowerCase() !== params.login.toLowerCase()) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ to: '/$login/feed', params: { login: params.login }, replace: true });
    }
  },
  component: OnboardingPage,
});

function OnboardingPage() {
  const { login } = Route.useParams();
  const { no_perks: noPerks } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <section className="page page--narrow">
      <h1>Set Up Your Feed</h1>
      <OnboardingChecklist
        login={login}
        noPerks={noPerks === true}
        onNoPerksClosed={() => {
          void navigate({ to: '.', search: {}, replace: true });
        }}
      />
    </section>
  );
}
