import { Command } from '@nestjs/cqrs';
/** Stop a recurring tribute: nothing more is charged; the paid month runs out (pending_cancel). */
export class DeleteTributeCommand extends Command {
    customerId;
    tributeId;
    context;
    constructor(customerId, tributeId, context) {
        super();
        this.customerId = customerId;
        this.tributeId = tributeId;
        this.context = context;
    }
}
