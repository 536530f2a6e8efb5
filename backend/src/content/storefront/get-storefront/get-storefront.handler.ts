import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  CONTENT_MESSAGES as M,
  chatListingIdOf,
  profileStreamId,
  type ListingRow,
  READ_MODELS,
  type StorefrontProfileResponse,
} from '@flirtwire/contracts';
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
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { AdvisorDirectory } from '../../advisors/advisor-directory.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { MediaUrls, PUBLIC_AUDIENCE } from '../../media/media-urls.js';
import {
  type ProfileImageState,
  profileDecider,
  publicHomepageStatus,
} from '../../profile-images/profile.decider.js';
import { GetStorefrontQuery } from './get-storefront.query.js';

/**
 * A Flirt's storefront header and which tabs it has (spec 001 §2.1, §2.2, §3). The avatar and
 * cover are the last accepted ones (everyone may see them, so they are signed for the public);
 * only the owner learns that a newer one is pending or was rejected. Goody bags come from the
 * goodies read model; the listings tab shows once the Flirt has a phone listing the viewer may
 * see (accepted ones; the owner sees their own from the start). Chat enrolment is not run yet.
 * The tabs follow from the data, so they appear by themselves once it exists.
 */
@QueryHandler(GetStorefrontQuery)
export class GetStorefrontHandler implements IQueryHandler<GetStorefrontQuery> {
  constructor(
    private readonly advisors: AdvisorDirectory,
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly urls: MediaUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
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
    const profile = await this.commands.state(profileDecider, profileStreamId(advisor.id));
    const now = this.clock.now();
    const url = (image: ProfileImageState) =>
      image.current === null ? null : this.urls.sign(image.current, 'large', PUBLIC_AUDIENCE, now);
    const moderation = (image: ProfileImageState) =>
      !isOwner ? 'approved' : image.pending ? 'pending' : image.rejected ? 'rejected' : 'approved';
    const listings = await this.readModels
      .collection<ListingRow>(READ_MODELS.listings)
      .find(
        { creatorId: advisor.id, type: { $in: [1, 2] }, ...(isOwner ? {} : { public: true }) },
        { limit: 1 },
      )
      .toArray();
    // The chat pseudo-listing: the Flirt's chat listing, once accepted into the directory.
    const chatListing = await this.readModels
      .collection<ListingRow>(READ_MODELS.listings)
      .findOne({ _id: chatListingIdOf(advisor.id) });
    const chatEnrolled = chatListing !== null && chatListing.public;
    const show = row?.showMemberSince ?? true;
    return {
      advisor,
      is_owner: isOwner,
      show_member_since: show,
      // Hidden is hidden from everyone but the Flirt, who needs the date to decide.
      member_since: show || isOwner ? advisor.member_since : null,
      avatar_url: url(profile.avatar),
      cover_url: url(profile.cover),
      avatar_image_moderation_status: moderation(profile.avatar),
      cover_image_moderation_status: moderation(profile.cover),
      homepage_status: publicHomepageStatus(profile.homepage),
      homepage_content: profile.homepage.published,
      chat: {
        enrolled: chatEnrolled,
        // A blocked chat listing takes the contact away (spec 002 §2).
        eligible: chatEnrolled && !chatListing.blocked,
        explicitly_unenrolled: chatListing !== null && !chatListing.enabled,
        available: chatEnrolled && chatListing.available,
        slug: advisor.slug,
      },
      recurring_package_tributes: this.config.featureFlags.has('recurring_package_tributes'),
      has_packages: packages.length > 0,
      has_goody_bags: goodyBag !== null,
      has_listings: listings.length > 0,
    };
  }
}
