import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  CONTENT_MESSAGES as M,
  type ListingRow,
  READ_MODELS,
  type StorefrontProfileResponse,
} from '@flirtwire/contracts';
import { ADVISORS, type AdvisorRow, PACKAGES, type PackageDoc } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { NotFoundError } from '../../../shared/errors.js';
import { AdvisorDirectory } from '../../advisors/advisor-directory.js';
import { GetStorefrontQuery } from './get-storefront.query.js';

/**
 * A Flirt's storefront header and which tabs it has (spec 001 §2.1, §2.2, §3). Avatars,
 * covers, homepages, chat and goody bags belong to systems this product does not run yet, so
 * they answer "none": no image, a new profile, not enrolled, no goodies. The listings tab shows
 * once the Flirt has a phone listing the viewer may see (accepted ones; the owner sees their
 * own from the start).
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
    const isOwner = viewerId === advisor.id;
    const listings = await this.readModels
      .collection<ListingRow>(READ_MODELS.listings)
      .find(
        { creatorId: advisor.id, type: { $in: [1, 2] }, ...(isOwner ? {} : { public: true }) },
        { limit: 1 },
      )
      .toArray();
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
      has_goody_bags: false,
      has_listings: listings.length > 0,
    };
  }
}
