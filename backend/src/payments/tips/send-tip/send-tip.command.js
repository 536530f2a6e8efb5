import { Command } from '@nestjs/cqrs';
export class SendTipCommand extends Command {
    customerId;
    body;
    context;
    constructor(customerId, body, context) {
        super();
        this.customerId = customerId;
        this.body = body;
        this.context = context;
    }
}
