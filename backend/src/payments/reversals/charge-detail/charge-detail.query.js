import { Query } from '@nestjs/cqrs';
/** A payment and what was refunded or charged back of it (the refund desk). */
export class ChargeDetailQuery extends Query {
    chargeId;
    constructor(chargeId) {
        super();
        this.chargeId = chargeId;
    }
}
