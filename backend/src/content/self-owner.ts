import { Injectable } from '@nestjs/common';
import { isUuid } from '@flirtwire/contracts';
import type { OwnerResolver } from '../shared/auth/ownership.guard.js';

/** For `/users/:id/...` routes: the object is the person themself. */
@Injectable()
export class SelfOwner implements OwnerResolver {
  ownerOf(userId: string): Promise<string | null> {
    return Promise.resolve(isUuid(userId) ? userId : null);
  }
}
