import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isUuid, READ_MODELS } from '@flirtwire/contracts';
import type { FeedPostRow } from '@flirtwire/projections';
import { ObjectAccessPolicies } from '../../read-side/realtime/object-access-policies.js';
import { ReadModels } from '../../read-side/read-models.js';
import { Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { postAccess } from '../feeds/post-access.js';
import { ViewerRelations } from '../feeds/viewer-relations.js';

/**
 * Who may follow which feed objects on the realtime gateway (docs/adr/0060):
 * - `object:feed_heads:<creatorId>`: a Flirt's new posts (anyone signed in but a blocked pair;
 *   the notice names only the Flirt, never a post);
 * - `object:post_counts:<postId>`: a post's like and comment counts (whoever may see the post).
 * Owners get their posts' changes, moderation outcomes included, on `creator:<id>`.
 */
@Injectable()
export class ContentAccessPolicies implements OnModuleInit {
  constructor(
    private readonly policies: ObjectAccessPolicies,
    private readonly relations: ViewerRelations,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.policies.register(READ_MODELS.feedHeads, async (principal, creatorId) => {
      if (!isUuid(creatorId)) return false;
      return !(await this.relations.with(principal.userId, creatorId)).blocked;
    });
    this.policies.register(READ_MODELS.postCounts, async (principal, postId) => {
      if (!isUuid(postId)) return false;
      const post = await this.readModels
        .collection<FeedPostRow>(READ_MODELS.feedPosts)
        .findOne({ _id: postId });
      if (!post) return false;
      const relation = await this.relations.with(principal.userId, post.creatorId);
      return (
        postAccess(
          post,
          { userId: principal.userId, moderating: false },
          relation,
          this.clock.now(),
        ) !== 'hidden'
      );
    });
  }
}
