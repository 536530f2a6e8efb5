import type { ContentEventOf, ReportContentType } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

type ReportEvent = ContentEventOf<'ContentReported'>;

export interface ReportContent {
  readonly type: 'ReportContent';
  readonly reportId: string;
  readonly reporterId: string;
  readonly contentType: ReportContentType;
  readonly contentId: string;
  readonly description: string;
}

/** A report of content (`report-<reportId>`), stored once for the moderators. */
export const reportDecider: Decider<{ readonly exists: boolean }, ReportContent, ReportEvent> = {
  name: 'report',
  eventTypes: ['ContentReported'],
  initialState: { exists: false },
  evolve: () => ({ exists: true }),
  decide: (command, state) =>
    state.exists
      ? []
      : [
          {
            type: 'ContentReported',
            data: {
              reportId: command.reportId,
              reporterId: command.reporterId,
              contentType: command.contentType,
              contentId: command.contentId,
              description: command.description.trim(),
            },
          },
        ],
};
