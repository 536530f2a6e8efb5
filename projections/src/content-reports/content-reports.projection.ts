import { READ_MODELS } from '@flirtwire/contracts';
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
  /** Open until a moderator dismisses it or takes the content down. */
  status: 'open' | 'dismissed' | 'taken_down';
};

export const contentReportsProjection = defineProjection<
  EnvelopeOf<ContentEventOf<'ContentReported' | 'ReportDismissed' | 'ReportedContentTakenDown'>>
>({
  name: 'content-reports',
  // 2: reports close (dismissed or taken down).
  version: 2,
  // Each document is one report, from its report stream's events: one bus key, one topic
  // (docs/adr/0124).
  partitioned: true,
  eventTypes: ['ContentReported', 'ReportDismissed', 'ReportedContentTakenDown'],
  collections: {
    [READ_MODELS.contentReports]: {
      indexes: [{ key: { status: 1, createdAt: -1 } }, { key: { contentId: 1 } }],
    },
  },
  handle: (event) => {
    switch (event.type) {
      case 'ContentReported': {
        const { data } = event;
        return [
          documentOp<ContentReportRow>('content_reports', {
            // Insert only: a redelivered report must not reopen a closed one.
            updateOne: {
              filter: { _id: data.reportId },
              update: {
                $setOnInsert: {
                  reporterId: data.reporterId,
                  contentType: data.contentType,
                  contentId: data.contentId,
                  description: data.description,
                  createdAt: event.occurredAt,
                  status: 'open',
                },
              },
              upsert: true,
            },
          }),
        ];
      }
      case 'ReportDismissed':
      case 'ReportedContentTakenDown':
        return [
          documentOp<ContentReportRow>('content_reports', {
            updateOne: {
              filter: { _id: event.data.reportId },
              update: {
                $set: { status: event.type === 'ReportDismissed' ? 'dismissed' : 'taken_down' },
              },
            },
          }),
        ];
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
