import type { IdentityEventOf } from '@flirtwire/contracts';
import { tipDecider } from '../../payments/tips/tip.decider.js';
import { calendarDecider } from '../../platform/calendar/calendar.decider.js';
import { reservationDecider } from '../../identity/reservations/reservation.decider.js';
import { userDecider } from '../../identity/user/user.decider.js';
import { relationshipDecider } from '../../relationships/relationship.decider.js';
import { auditLogDecider } from '../recording/audit-log.decider.js';
import { type StreamCategory, streamCategory } from './stream-category.js';

/** `bootstrap-first_admin` is appended to directly (no command decides it); this folds it. */
const firstAdminMarker = {
  name: 'first-admin-marker',
  eventTypes: ['FirstAdminDesignated'] as const,
  initialState: { firstAdminUserId: null as string | null },
  evolve: (
    _state: { firstAdminUserId: string | null },
    event: IdentityEventOf<'FirstAdminDesignated'>,
  ) => ({
    firstAdminUserId: event.data.userId,
  }),
};

/**
 * Every stream category an auditor can time-travel through, with the decider whose `evolve`
 * folds it. A context adds its aggregates with one line each (money: `subscription`, `offering`,
 * `package`, `charge`; feed: `post`...).
 */
export const streamCategories: readonly StreamCategory[] = [
  streamCategory('user', userDecider, 'An account: profile, roles, phones, cards, Flirt setup'),
  streamCategory('login', reservationDecider, 'Who holds a login (lowercased)'),
  streamCategory('email', reservationDecider, 'Who holds an email address (by blind index)'),
  streamCategory('phone', reservationDecider, 'Who holds a verified phone (by blind index)'),
  streamCategory('bootstrap', firstAdminMarker, 'Which account the configured first admin is'),
  streamCategory('tips', tipDecider, 'Tips from one customer to one Flirt'),
  streamCategory(
    'relationship',
    relationshipDecider,
    'Follows and blocks of one Flirt and customer',
  ),
  streamCategory('calendar', calendarDecider, 'One DayStarted per UTC day'),
  streamCategory('audit', auditLogDecider, "One auditor's recorded requests and runs"),
];
