import type { ContentEventOf, EnvelopeOf, ReportContentType } from '@flirtwire/contracts';
import { defineProjection, documentOp } from '../projection.js';

/** A report of content (spec 000 §7 report_contents), for the moderators' list. */
export type ContentReportRow = {
  _id: string;
  reporterId: string;
  contentType: ReportContentType;
  contentId: string;
  description: string;
  createdAt: string;
};

export const contentReportsProjection = defineProjection<
  EnvelopeOf<ContentEventOf<'ContentReported'>>
>({
  name: 'content-reports',
  version: 1,
  eventTypes: ['ContentReported'],
  collections: {
    content_reports: { indexes: [{ key: { createdAt: -1 } }, { key: { contentId: 1 } }] },
  },
  handle: ({ data, occurredAt }) => [
    documentOp<ContentReportRow>('content_reports', {
      replaceOne: {
        filter: { _id: data.reportId },
        replacement: {
          reporterId: data.reporterId,
          contentType: data.contentType,
          contentId: data.contentId,
          description: data.description,
          createdAt: occurredAt,
        },
        upsert: true,
      },
    }),
  ],
});
