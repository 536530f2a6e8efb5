import { ACTIVITY_MESSAGES, type ActivityEvent, canonicalJson } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

/** Record one completed activity (a call, a volley, a sale, a message) under its own id. */
export interface ReportActivity {
  readonly type: 'ReportActivity';
  readonly event: ReportedEvent;
}

/**
 * The one-shot activity events (offers have their own decider; `call-*` streams are the call
 * decider's, reported calls included).
 */
export type ReportedEvent = Exclude<
  ActivityEvent,
  { type: 'OfferMade' | 'OfferRedeemed' | 'OfferExpired' | 'CallCompleted' }
>;

export interface ReportState {
  readonly reported: ReportedEvent | null;
}

/**
 * An outside system reports each activity once, under its natural id (`paid-mail-<mailId>`): the
 * first report is recorded; a repeat with the same details records nothing and answers as the
 * first did; a repeat with other details is refused (409), never silently merged.
 */
export const reportOnceDecider: Decider<ReportState, ReportActivity, ReportedEvent> = {
  name: 'report-once',
  eventTypes: [
    'ChatVolleyBilled',
    'PaidMailSold',
    'GoodiesSold',
    'MessageExchanged',
    'AffiliateReferralRecorded',
  ],
  initialState: { reported: null },
  evolve: (state, event) => (state.reported ? state : { reported: event }),
  decide(command, state) {
    if (!state.reported) return [command.event];
    if (
      state.reported.type === command.event.type &&
      canonicalJson(state.reported.data) === canonicalJson(command.event.data)
    ) {
      return [];
    }
    throw new DomainError('activity_conflict', ACTIVITY_MESSAGES.conflict, 409);
  },
};
