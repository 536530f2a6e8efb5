import { Injectable } from '@nestjs/common';
import { isUuid, MAIL_MESSAGES, type MailParty } from '@flirtwire/contracts';
import { UserDirectory } from '../identity/user/user-directory.js';
import { isAdvisor, type UserState } from '../identity/user/user.state.js';
import { DomainError, ValidationError } from '../shared/errors.js';

export interface MailPair {
  readonly recipient: UserState;
  readonly creatorId: string;
  readonly customerId: string;
  readonly direction: 'to_advisor' | 'from_advisor';
}

export const mailPartyView = (user: UserState): MailParty => ({
  id: user.userId,
  login: user.login,
  is_advisor: isAdvisor(user),
});

/** Who a mail is between: one customer and one Flirt, named by member name or id. */
@Injectable()
export class MailParties {
  constructor(private readonly directory: UserDirectory) {}

  load(userId: string): Promise<UserState> {
    return this.directory.load(userId);
  }

  /** The recipient named `ref`, or a 400 on the recipients field naming them. */
  async recipient(ref: string): Promise<UserState> {
    const user = isUuid(ref)
      ? await this.directory.load(ref)
      : await this.directory.findBy('login', ref);
    if (!user?.exists || !user.active) {
      throw new ValidationError({ recipients: MAIL_MESSAGES.unknownRecipient(ref) });
    }
    return user;
  }

  pair(sender: UserState, recipient: UserState): MailPair {
    if (sender.userId === recipient.userId) {
      throw new DomainError('mail_yourself', MAIL_MESSAGES.yourself, 422, {
        recipients: MAIL_MESSAGES.yourself,
      });
    }
    if (isAdvisor(recipient) && !isAdvisor(sender)) {
      return {
        recipient,
        creatorId: recipient.userId,
        customerId: sender.userId,
        direction: 'to_advisor',
      };
    }
    if (isAdvisor(sender) && !isAdvisor(recipient)) {
      return {
        recipient,
        creatorId: sender.userId,
        customerId: recipient.userId,
        direction: 'from_advisor',
      };
    }
    throw new DomainError('mail_not_a_pair', MAIL_MESSAGES.notAFlirt, 422, {
      recipients: MAIL_MESSAGES.notAFlirt,
    });
  }
}
