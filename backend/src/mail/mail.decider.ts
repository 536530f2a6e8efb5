import { MAIL_MESSAGES, type MailEvent } from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../shared/errors.js';

type MailSent = Extract<MailEvent, { type: 'MailSent' }>;
type MailOpened = Extract<MailEvent, { type: 'MailOpened' }>;

interface SendMail {
  readonly type: 'SendMail';
  readonly mail: MailSent['data'];
}

interface OpenMail {
  readonly type: 'OpenMail';
  readonly readerId: string;
  /** What the reader paid to open it (the handler charged it first). */
  readonly paidCents: number;
  readonly at: string;
}

export type MailCommand = SendMail | OpenMail;

export interface MailState {
  readonly mail: MailSent['data'] | null;
  readonly opened: boolean;
}

/** What opening the mail costs `readerId` now: its price, until the recipient has opened it. */
export function openingPrice(state: MailState, readerId: string): number {
  if (!state.mail || state.opened || state.mail.recipientId !== readerId) return 0;
  return state.mail.priceCents;
}

/**
 * One mail (`mail-<mailId>`, docs/adr/0116). Sent once (a repeat of the same id records
 * nothing); opened once by its recipient, who has paid its price first when it has one. Only
 * the two people it is between may see it, and only the recipient opens it.
 */
export const mailDecider: Decider<MailState, MailCommand, MailSent | MailOpened> = {
  name: 'mail',
  eventTypes: ['MailSent', 'MailOpened'],
  initialState: { mail: null, opened: false },
  evolve(state, event) {
    switch (event.type) {
      case 'MailSent':
        return { mail: event.data, opened: false };
      case 'MailOpened':
        return { ...state, opened: true };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'SendMail') {
      return state.mail ? [] : [{ type: 'MailSent', data: command.mail }];
    }
    const mail = state.mail;
    if (!mail || (mail.recipientId !== command.readerId && mail.senderId !== command.readerId)) {
      throw new NotFoundError(MAIL_MESSAGES.notFound, 'mail_not_found');
    }
    // The sender reading their own copy, or a repeat: nothing to record.
    if (mail.recipientId !== command.readerId || state.opened) return [];
    if (command.paidCents !== mail.priceCents) {
      throw new DomainError('mail_unpaid', MAIL_MESSAGES.cardRequired, 422);
    }
    return [
      {
        type: 'MailOpened',
        data: {
          mailId: mail.mailId,
          readerId: command.readerId,
          creatorId: mail.creatorId,
          customerId: mail.customerId,
          paidCents: command.paidCents,
          at: command.at,
        },
      },
    ];
  },
};
