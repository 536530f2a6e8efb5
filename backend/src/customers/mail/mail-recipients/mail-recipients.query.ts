import { Query } from '@nestjs/cqrs';
import type { CustomerSelection, MailRecipientsResponse } from '@flirtwire/contracts';

/** The logins to hand to the mail compose page (spec 002 §7: message[recipients_list]). */
export class MailRecipientsQuery extends Query<MailRecipientsResponse> {
  constructor(
    readonly creatorId: string,
    readonly selection: CustomerSelection,
  ) {
    super();
  }
}
