import { Command } from '@nestjs/cqrs';
export class AddSiteDollarsCommand extends Command {
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
