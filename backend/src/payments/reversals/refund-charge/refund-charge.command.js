import { Command } from '@nestjs/cqrs';
/** Refund all or part of a payment through the processor (finance, admin). */
export class RefundChargeCommand extends Command {
    chargeId;
    body;
    context;
    constructor(chargeId, body, context) {
        super();
        this.chargeId = chargeId;
        this.body = body;
        this.context = context;
    }
}
