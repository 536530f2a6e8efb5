import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ListingRow, ListingId, READ_MODELS } from '@flirtwire/contracts';
import { ObjectAccessPolicies } from '../../read-side/realtime/object-access-policies.js';
import { ReadModels } from '../../read-side/read-models.js';
import { visibleTo } from './listing-views.js';

/**
 * Who may follow a listing's topic (`object:listings:<id>`, its push_channel): whoever may see
 * the listing (anyone signed in for a listed one; the owner and staff before it is accepted).
 */
@Injectable()
export class ListingAccessPolicy implements OnModuleInit {
  constructor(
    private readonly policies: ObjectAccessPolicies,
    private readonly readModels: ReadModels,
  ) {}

  onModuleInit(): void {
    this.policies.register(READ_MODELS.listings, async (principal, id) => {
      if (!ListingId.safeParse(id).success) return false;
      const row = await this.readModels
        .collection<ListingRow>(READ_MODELS.listings)
        .findOne({ _id: id });
      return row !== null && visibleTo(row, principal);
    });
  }
}
