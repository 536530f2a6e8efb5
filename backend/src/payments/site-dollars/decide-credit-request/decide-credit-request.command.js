import { Command } from '@nestjs/cqrs';
/** A second person in finance approves or rejects a staff credit that went above a cap. */
export class DecideCreditRequestCommand extends Command {
    requestId;
    decision;
    context;
    constructor(requestId, decision, context) {
        super();
        this.requestId = requestId;
        this.decision = decision;
        this.context = context;
    }
}
