import { createFileRoute } from '@tanstack/react-router';
import { SHOUT_PROVIDERS } from '@flirtwire/contracts';
import { connectionsQuery } from '@/features/social-shouts/api/get-connections';
import { SocialShoutsPage } from '@/features/social-shouts/components/social-shouts-page';
import { requireAdvisor } from '@/lib/guards';
import { oneOf, searchSchema, text } from '@/lib/search-schema';

/** Where linking comes back to: `linked` names the network, `error` is the server's message. */
const SocialShoutsSearch = searchSchema({
  linked: oneOf(SHOUT_PROVIDERS),
  error: text({ max: 200 }),
});

/** Social shouts (Flirts only). */
export const Route = createFileRoute('/social_shouts')({
  validateSearch: SocialShoutsSearch,
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([queryClient.query({ ...connectionsQuery, staleTime: 'static' })]);
  },
  component: SocialShoutsRoute,
});

function SocialShoutsRoute() {
  const { linked, error } = Route.useSearch();
  return <SocialShoutsPage linked={linked} error={error} />;
}
