import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomerReader } from '../../read/customer-reader.js';
import { MailRecipientsQuery } from './mail-recipients.query.js';

/** The mail system composes and sends; blocked customers (either way) are left out. */
@QueryHandler(MailRecipientsQuery)
export class MailRecipientsHandler implements IQueryHandler<MailRecipientsQuery> {
  constructor(private readonly reader: CustomerReader) {}

  async execute({ creatorId, selection }: MailRecipientsQuery) {
    const view = await this.reader.view(creatorId);
    const { rows, unknown } = await this.reader.select(view, selection, 'ids');
    const recipients = rows.flatMap((row) =>
      !row.blockedByCreator && !row.blockedByCustomer && row.login ? [row.login] : [],
    );
    return {
      recipients_list: recipients,
      compose_url: '/messages/compose',
      skipped: unknown + rows.length - recipients.length,
    };
  }
}
