import {
  type EventTemplatesBody,
  EventTemplatesUpdateResponse,
  type SocialEventTemplateResponse,
} from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';
import { socialKeys } from './keys';

type TemplatesUpdate =
  | { readonly ok: true; readonly templates: readonly SocialEventTemplateResponse[] }
  | { readonly ok: false; readonly templates: readonly SocialEventTemplateResponse[] };

/**
 * PATCH /client_api/social_media/event_templates. A 422 carries every template with its
 * errors: the form is replaced with them (so it is an answer here, not a failure).
 */
async function updateTemplates(
  attributes: EventTemplatesBody['user']['social_media_event_templates_attributes'],
): Promise<TemplatesUpdate> {
  try {
    const answer = EventTemplatesUpdateResponse.parse(
      await api<unknown>('/client_api/social_media/event_templates', {
        method: 'PATCH',
        body: { user: { social_media_event_templates_attributes: attributes } },
      }),
    );
    return { ok: true, templates: answer.event_templates };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      const invalid = EventTemplatesUpdateResponse.safeParse(error.body);
      if (invalid.success) return { ok: false, templates: invalid.data.event_templates };
    }
    throw error;
  }
}

export function useUpdateTemplates() {
  const queryClient = useQueryClient();
  // The screen shows the error beside the control (no snackbar as well).
  return useMutation({
    meta: { silent: true },
    mutationFn: updateTemplates,
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(socialKeys.templates(), result.templates);
    },
  });
}
