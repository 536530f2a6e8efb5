import { createFileRoute } from '@tanstack/react-router';
import { ShoutProvider } from '@flirtwire/contracts';
import { z } from 'zod';
import { connectionsQuery } from '@/features/social-shouts/api/get-connections';
import { SocialShoutsPage } from '@/features/social-shouts/components/social-shouts-page';
import { requireAdvisor } from '@/lib/guards';

/** Where linking comes back to: `linked` names the network, `error` is the server's message. */
const SocialShoutsSearch = z.object({
  linked: ShoutProvider.optional().catch(undefined),
  error: z.string().max(200).optional().catch(undefined),
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
