import { Command } from '@nestjs/cqrs';
/** Start a recurring monetary tribute: charged now, then every month (spec 000 §3, §7). */
export class CreateTributeCommand extends Command {
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
