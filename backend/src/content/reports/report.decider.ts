import {
  CONTENT_MESSAGES as M,
  type ContentEventOf,
  type ReportContentType,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors.js';

type ReportEvent = ContentEventOf<
  'ContentReported' | 'ReportDismissed' | 'ReportedContentTakenDown'
>;

export interface ReportContent {
  readonly type: 'ReportContent';
  readonly reportId: string;
  readonly reporterId: string;
  readonly contentType: ReportContentType;
  readonly contentId: string;
  readonly description: string;
}

interface DismissReport {
  readonly type: 'DismissReport';
  readonly moderatorId: string;
}

export interface TakeDownReported {
  readonly type: 'TakeDownReported';
  readonly moderatorId: string;
  readonly reason: string;
}

export type ReportCommand = ReportContent | DismissReport | TakeDownReported;

export interface ReportState {
  readonly exists: boolean;
  readonly open: boolean;
  readonly reportId: string;
  readonly contentType: ReportContentType | null;
  readonly contentId: string;
}

/** What a moderator can take down from here; profiles go through the profile reviews. */
const TAKE_DOWN_TYPES: readonly ReportContentType[] = ['post', 'comment'];

/** Whether the report's content can be taken down (a moderator's other choice: dismiss). */
function canTakeDown(state: ReportState): boolean {
  return state.contentType !== null && TAKE_DOWN_TYPES.includes(state.contentType);
}

function openReport(state: ReportState): void {
  if (!state.exists) throw new NotFoundError(M.reportNotFound, 'report_not_found');
  if (!state.open) throw new DomainError('report_closed', M.reportClosed, 409);
}

/**
 * A report of content (`report-<reportId>`): stored once for the moderators, then closed once,
 * dismissed or with the content taken down (the handler hides the post or comment itself).
 */
export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = {
  name: 'report',
  eventTypes: ['ContentReported', 'ReportDismissed', 'ReportedContentTakenDown'],
  initialState: { exists: false, open: false, reportId: '', contentType: null, contentId: '' },
  evolve(state, event) {
    switch (event.type) {
      case 'ContentReported':
        return {
          exists: true,
          open: true,
          reportId: event.data.reportId,
          contentType: event.data.contentType,
          contentId: event.data.contentId,
        };
      case 'ReportDismissed':
      case 'ReportedContentTakenDown':
        return { ...state, open: false };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReportContent':
        return state.exists
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
            ];
      case 'DismissReport':
        openReport(state);
        return [
          {
            type: 'ReportDismissed',
            data: { reportId: state.reportId, moderatorId: command.moderatorId },
          },
        ];
      case 'TakeDownReported': {
        openReport(state);
        if (!canTakeDown(state) || state.contentType === null) {
          throw new DomainError('cannot_take_down', M.cannotTakeDown, 422);
        }
        const reason = command.reason.trim();
        if (!reason) throw new ValidationError({ reason: M.takeDownReasonRequired });
        return [
          {
            type: 'ReportedContentTakenDown',
            data: {
              reportId: state.reportId,
              moderatorId: command.moderatorId,
              contentType: state.contentType,
              contentId: state.contentId,
              reason,
            },
          },
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
