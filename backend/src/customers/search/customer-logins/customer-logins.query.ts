import { Query } from '@nestjs/cqrs';
import type { LoginsResponse } from '@flirtwire/contracts';

/** Logins of the Flirt's customers that start with `prefix` (autocomplete, spec 002 §7). */
export class CustomerLoginsQuery extends Query<LoginsResponse> {
  constructor(
    readonly creatorId: string,
    readonly prefix: string,
    readonly includeZeroSpend: boolean,
  ) {
    super();
  }
}
