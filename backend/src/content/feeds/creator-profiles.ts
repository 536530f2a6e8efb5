import { Injectable } from '@nestjs/common';
import { CONTENT_MESSAGES as M, isUuid } from '@flirtwire/contracts';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { isAdvisor } from '../../identity/user/user.state.js';
import { NotFoundError } from '../../shared/errors.js';

/** A Flirt whose feed can be shown: an active advisor (else 404 → /feed/missing/profile). */
@Injectable()
export class CreatorProfiles {
  constructor(private readonly directory: UserDirectory) {}

  async require(creatorId: string): Promise<{ readonly login: string }> {
    const user = isUuid(creatorId) ? await this.directory.load(creatorId) : null;
    if (!user?.exists || !isAdvisor(user) || !user.active) {
      throw new NotFoundError(M.advisorNotFound, 'advisor_not_found');
    }
    return { login: user.login };
  }
}
