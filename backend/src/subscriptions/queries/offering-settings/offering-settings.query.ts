import { Query } from '@nestjs/cqrs';
import type { OfferingSettings } from '@flirtwire/contracts';

/** The Flirt's subscription price settings. */
export class OfferingSettingsQuery extends Query<OfferingSettings> {
  constructor(readonly creatorId: string) {
    super();
  }
}
