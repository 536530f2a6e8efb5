import { Command } from '@nestjs/cqrs';
/** A new amount or message for a running tribute, from the next renewal on. */
export class UpdateTributeCommand extends Command {
    customerId;
    tributeId;
    body;
    context;
    constructor(customerId, tributeId, body, context) {
        super();
        this.customerId = customerId;
        this.tributeId = tributeId;
        this.body = body;
        this.context = context;
    }
}
