import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, type StorefrontProfileResponse } from '@flirtwire/contracts';
import {
  ADVISORS,
  type AdvisorRow,
  GOODY_BAGS,
  type GoodyBagDoc,
  PACKAGES,
  type PackageDoc,
} from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { NotFoundError } from '../../../shared/errors.js';
import { AdvisorDirectory } from '../../advisors/advisor-directory.js';
import { GetStorefrontQuery } from './get-storefront.query.js';

/**
 * A Flirt's storefront header and which tabs it has (spec 001 §2.1, §2.2, §3). Avatars,
 * covers, homepages, chat and listings belong to systems this product does not run yet, so they
 * answer "none": no image, a new profile, not enrolled, no listings. Goody bags are ours.
 * The tabs follow from those answers, so they appear by themselves once the data exists.
 */
@QueryHandler(GetStorefrontQuery)
export class GetStorefrontHandler implements IQueryHandler<GetStorefrontQuery> {
  constructor(
    private readonly advisors: AdvisorDirectory,
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ viewerId, login }: GetStorefrontQuery): Promise<StorefrontProfileResponse> {
    const advisor = await this.advisors.byLogin(viewerId, login);
    if (!advisor) throw new NotFoundError(M.advisorNotFound, 'advisor_not_found');
    const row = await this.readModels.collection<AdvisorRow>(ADVISORS).findOne({ _id: advisor.id });
    const packages = await this.readModels
      .collection<PackageDoc>(PACKAGES)
      .find({ creatorId: advisor.id, status: 'public_package' }, { limit: 1 })
      .toArray();
    // goodies: the tab shows once a goody bag is for sale.
    const goodyBag = await this.readModels
      .collection<GoodyBagDoc>(GOODY_BAGS)
      .findOne(
        { creatorId: advisor.id, status: 'published', deleted: false },
        { projection: { _id: 1 } },
      );
    const isOwner = viewerId === advisor.id;
    const show = row?.showMemberSince ?? true;
    return {
      advisor,
      is_owner: isOwner,
      show_member_since: show,
      // Hidden is hidden from everyone but the Flirt, who needs the date to decide.
      member_since: show || isOwner ? advisor.member_since : null,
      avatar_url: null,
      cover_url: null,
      avatar_image_moderation_status: 'approved',
      cover_image_moderation_status: 'approved',
      homepage_status: 'new_profile',
      homepage_content: null,
      chat: {
        enrolled: false,
        eligible: advisor.chat_eligible,
        explicitly_unenrolled: false,
        available: false,
        slug: advisor.slug,
      },
      recurring_package_tributes: this.config.featureFlags.has('recurring_package_tributes'),
      has_packages: packages.length > 0,
      has_goody_bags: goodyBag !== null,
      has_listings: false,
    };
  }
}
