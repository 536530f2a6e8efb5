import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdvisorView, CONTENT_MESSAGES as M } from '@flirtwire/contracts';
import { NotFoundError } from '../../../shared/errors.js';
import { AdvisorDirectory } from '../advisor-directory.js';
import { GetAdvisorQuery } from './get-advisor.query.js';

/** A Flirt by login; 404 when there is none (the storefront then shows the missing profile). */
@QueryHandler(GetAdvisorQuery)
export class GetAdvisorHandler implements IQueryHandler<GetAdvisorQuery> {
  constructor(private readonly advisors: AdvisorDirectory) {}

  async execute({ viewerId, login }: GetAdvisorQuery): Promise<AdvisorView> {
    const advisor = await this.advisors.byLogin(viewerId, login);
    if (!advisor) throw new NotFoundError(M.advisorNotFound, 'advisor_not_found');
    return advisor;
  }
}
