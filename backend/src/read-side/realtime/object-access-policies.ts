import { Injectable } from '@nestjs/common';
import type { Principal } from '../../shared/auth/principal.js';

/** Whether a principal may follow one object of a collection (`object:<collection>:<id>`). */
export type ObjectAccessPolicy = (principal: Principal, id: string) => boolean | Promise<boolean>;

/**
 * Per-collection rules for object topics, registered by the module that owns the read model
 * (it knows who may see a post, a subscription, a customer row). Without a rule, nobody may
 * follow a collection's objects: deny by default.
 *
 * @example
 * policies.register('posts', async (principal, id) => canSeePost(principal, id));
 */
@Injectable()
export class ObjectAccessPolicies {
  private readonly policies = new Map<string, ObjectAccessPolicy>();

  register(collection: string, policy: ObjectAccessPolicy): void {
    if (this.policies.has(collection))
      throw new Error(`an access policy for ${collection} is already registered`);
    this.policies.set(collection, policy);
  }

  async allows(principal: Principal, collection: string, id: string): Promise<boolean> {
    const policy = this.policies.get(collection);
    if (!policy) return false;
    try {
      return await policy(principal, id);
    } catch {
      return false;
    }
  }
}
