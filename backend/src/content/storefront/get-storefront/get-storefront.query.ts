import { Query } from '@nestjs/cqrs';
import type { StorefrontProfileResponse } from '@flirtwire/contracts';

export class GetStorefrontQuery extends Query<StorefrontProfileResponse> {
  constructor(
    readonly viewerId: string | null,
    readonly login: string,
  ) {
    super();
  }
}
