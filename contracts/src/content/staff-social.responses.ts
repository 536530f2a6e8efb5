import { z } from 'zod';
import { ReportContentType, ShoutEventType, ShoutProvider } from './content.events.js';
import type {
  ContentReportView,
  ShoutOutboxEntry,
  SocialConnectionView,
  SocialEventTemplateView,
} from './content.read-models.js';
import { PostResponse } from './content.responses.js';

/**
 * Zod schemas of the moderators' queue and the social shouts page, for the browser to parse
 * what it receives (checked against the read-model interfaces below).
 */
export const ModerationQueueResponse = z.object({
  records: z.array(PostResponse),
  moreRecords: z.boolean(),
});
export type ModerationQueueResponse = z.infer<typeof ModerationQueueResponse>;

export const ContentReportResponse = z.object({
  id: z.string(),
  reporter_id: z.string(),
  content_type: ReportContentType,
  content_id: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export const ContentReportsResponse = z.object({
  records: z.array(ContentReportResponse),
  moreRecords: z.boolean(),
});
export type ContentReportsResponse = z.infer<typeof ContentReportsResponse>;

export const SocialConnectionResponse = z.object({
  id: z.string(),
  provider: ShoutProvider,
  username: z.string(),
  authentication_error: z.string().nullable(),
});
export const SocialConnectionsResponse = z.array(SocialConnectionResponse);
export type SocialConnectionResponse = z.infer<typeof SocialConnectionResponse>;

export const SocialEventTemplateResponse = z.object({
  id: z.string(),
  event_type: ShoutEventType,
  content: z.string(),
  send_to_twitter: z.boolean(),
  send_to_tumblr: z.boolean(),
  send_to_bluesky: z.boolean(),
  valid_substitutions: z.array(z.string()),
  errors: z.array(z.string()),
});
export const SocialEventTemplatesResponse = z.array(SocialEventTemplateResponse);
export type SocialEventTemplateResponse = z.infer<typeof SocialEventTemplateResponse>;

/** PATCH event_templates: 200 with the saved templates; 422 carries them with their errors. */
export const EventTemplatesUpdateResponse = z.object({
  event_templates: SocialEventTemplatesResponse,
});

export const BlueskyLoginResponse = z.object({ authorization_url: z.string() });

export const ManualShoutResponse = z.object({ shout_id: z.string().nullable() });

export const ShoutOutboxResponse = z.object({
  shouts: z.array(
    z.object({
      id: z.string(),
      trigger: z.union([z.literal('manual'), ShoutEventType]),
      content: z.string(),
      created_at: z.string(),
      deliveries: z.array(
        z.object({
          provider: ShoutProvider,
          status: z.enum(['pending', 'delivered', 'failed']),
          external_id: z.string().nullable(),
          error: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type ShoutOutboxResponse = z.infer<typeof ShoutOutboxResponse>;

// Compile-time checks: each schema's output is assignable to the interface the server answers.
type Assignable<T, _U extends T> = true;
export type StaffSocialResponseChecks = [
  Assignable<ContentReportView, z.infer<typeof ContentReportResponse>>,
  Assignable<SocialConnectionView, SocialConnectionResponse>,
  Assignable<SocialEventTemplateView, SocialEventTemplateResponse>,
  Assignable<ShoutOutboxEntry, ShoutOutboxResponse['shouts'][number]>,
];
