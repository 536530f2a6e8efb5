import { SocialEventTemplatesResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** GET /client_api/social_media/event_templates: the shout sent for each event. */
async function getTemplates(options: { signal?: AbortSignal } = {}) {
  return SocialEventTemplatesResponse.parse(
    await api<unknown>('/client_api/social_media/event_templates', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const templatesQuery = queryOptions({
  queryKey: socialKeys.templates(),
  queryFn: ({ signal }) => getTemplates({ signal }),
});

export function useTemplates() {
  return useQuery(templatesQuery);
}
