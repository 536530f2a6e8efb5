import { Command } from '@nestjs/cqrs';
/** The processor reports a dispute decided against us (service API). */
export class ReportChargebackCommand extends Command {
    body;
    context;
    constructor(body, context) {
        super();
        this.body = body;
        this.context = context;
    }
}
