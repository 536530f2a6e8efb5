import { Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_MESSAGES as M,
  isUuid,
  relationshipStreamId,
  postStreamId,
} from '@flirtwire/contracts';
import { relationshipDecider } from '../../relationships/relationship.decider.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { postDecider, type PostState } from '../posts/post.decider.js';
import { accessFactsOf, type PostAccess, postAccess } from './post-access.js';
import { ViewerRelations } from './viewer-relations.js';

export interface PostViewing {
  readonly post: PostState;
  readonly access: PostAccess;
  /** Follows the Flirt (from the relationship stream) or subscribes (entitlements). */
  readonly following: boolean;
}

/**
 * What commands on a post (like, comment) need to know about a viewer and the post, from the
 * post's and the relationship's own streams, so a follow or a publish just made counts at once.
 */
@Injectable()
export class PostViewings {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly relations: ViewerRelations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(postId: string, viewerId: string): Promise<PostViewing> {
    if (!isUuid(postId)) throw new NotFoundError(M.postNotFound, 'post_not_found');
    const post = await this.commands.state(postDecider, postStreamId(postId));
    if (!post.exists || post.deleted) throw new NotFoundError(M.postNotFound, 'post_not_found');
    const [relationship, entitlement] = await Promise.all([
      this.commands.state(relationshipDecider, relationshipStreamId(post.creatorId, viewerId)),
      this.relations.with(viewerId, post.creatorId),
    ]);
    const blocked = relationship.blockedByCreator || relationship.blockedByCustomer;
    const access = postAccess(
      accessFactsOf(post),
      { userId: viewerId, moderating: false },
      { ...entitlement, blocked: blocked || entitlement.blocked },
      this.clock.now(),
    );
    if (access === 'hidden') throw new NotFoundError(M.postNotFound, 'post_not_found');
    return {
      post,
      access,
      following: !blocked && (relationship.following || entitlement.subscriber),
    };
  }
}
