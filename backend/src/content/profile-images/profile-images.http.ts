import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  isUuid,
  PROFILE_MESSAGES as M,
  ProfileImageKind,
  ProfileReviewBody,
  ProfileReviewKind,
  type ProfileReviewsResponse,
  type ProfileStatusResponse,
  profileStreamId,
  SubmitProfileImageBody,
  READ_MODELS,
} from '@flirtwire/contracts';
import type { ProfileReviewRow } from '@flirtwire/projections';
import { Inject } from '@nestjs/common';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { ReadModels } from '../../read-side/read-models.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { commandResult } from '../content-support.js';
import { MediaUrls } from '../media/media-urls.js';
import { ChangeProfileCommand } from './change-profile.command.js';
import { type ProfileImageState, profileDecider } from './profile.decider.js';

const DECISIONS = ['accept', 'reject'] as const;

function kindParam(kind: string): ProfileImageKind {
  const parsed = ProfileImageKind.safeParse(kind);
  if (!parsed.success) throw new NotFoundError('There is no such profile image.');
  return parsed.data;
}

/** A Flirt's own avatar and cover (spec 001 §2.4) and homepage status (§2.5). */
@ApiTags('profile images')
@Controller('client_api/profile_images')
@Roles('advisor')
export class ProfileImagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
    private readonly urls: MediaUrls,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My avatar, cover and homepage review states' })
  async status(@CurrentPrincipal() principal: Principal): Promise<ProfileStatusResponse> {
    const state = await this.processor.state(profileDecider, profileStreamId(principal.userId));
    const now = this.clock.now();
    const image = (kind: ProfileImageKind, image: ProfileImageState) => {
      const sign = (id: string | null) =>
        id === null ? null : this.urls.sign(id, 'large', principal.userId, now);
      const status = image.pending
        ? 'pending'
        : image.rejected
          ? 'rejected'
          : image.current
            ? 'accepted'
            : 'none';
      return {
        status,
        url: sign(image.current),
        pending_url: sign(image.pending),
        tooltip:
          status === 'pending' ? M.pending(kind) : status === 'rejected' ? M.rejected(kind) : null,
      } as const;
    };
    return {
      avatar: image('avatar', state.avatar),
      cover: image('cover', state.cover),
      homepage_status: state.homepage.status,
      homepage_reason: state.homepage.reason,
      homepage_comment: state.homepage.comment,
    };
  }

  @Post(':kind')
  @HttpCode(201)
  @ApiOperation({ summary: 'Submit a cropped avatar or cover (JPEG or PNG) for review' })
  async submit(
    @Param('kind') kind: string,
    @Body({ schema: SubmitProfileImageBody }) body: SubmitProfileImageBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new ChangeProfileCommand(
          {
            type: 'SubmitProfileImage',
            creatorId: principal.userId,
            kind: kindParam(kind),
            fmItemId: body.fm_item_id,
          },
          context,
        ),
      ),
    );
  }
}

/** The moderators' avatar, cover and homepage reviews. */
@ApiTags('moderation')
@Controller('feeds/moderation/profile_reviews')
@Roles('moderator')
export class ProfileReviewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
    private readonly urls: MediaUrls,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ReadsProjections('profile-reviews')
  @ApiOperation({ summary: 'Avatars, covers and homepages waiting for review, oldest first' })
  async list(@CurrentPrincipal() principal: Principal): Promise<ProfileReviewsResponse> {
    const rows = await this.readModels
      .collection<ProfileReviewRow>(READ_MODELS.profileReviews)
      .find({ waiting: 'yes' }, { sort: { submittedAt: 1 }, limit: 100 })
      .toArray();
    const now = this.clock.now();
    const records = await Promise.all(
      rows.map(async (row) => ({
        creator_id: row.creatorId,
        login: (await this.directory.load(row.creatorId)).login,
        kind: row.kind,
        image_url:
          row.fmItemId === null
            ? null
            : this.urls.sign(row.fmItemId, 'large', principal.userId, now),
        content: row.content ?? null,
        submitted_at: row.submittedAt,
      })),
    );
    return { records };
  }

  @Post(':creatorId/:kind/:decision')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept or reject (with a reason) an avatar, cover or homepage' })
  async review(
    @Param('creatorId') creatorId: string,
    @Param('kind') kind: string,
    @Param('decision') decision: string,
    @Body({ schema: ProfileReviewBody }) body: ProfileReviewBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const parsedKind = ProfileReviewKind.safeParse(kind);
    const parsedDecision = DECISIONS.find((d) => d === decision);
    if (!isUuid(creatorId) || !parsedKind.success || parsedDecision === undefined) {
      throw new NotFoundError(M.nothingToReview);
    }
    if (parsedDecision === 'reject' && !body.reason) {
      throw new ValidationError({ reason: M.reasonRequired });
    }
    return commandResult(
      await this.commands.execute(
        new ChangeProfileCommand(
          {
            type: 'ReviewProfile',
            creatorId,
            kind: parsedKind.data,
            moderatorId: principal.userId,
            decision: parsedDecision,
            reason: body.reason,
            comment: body.comment,
          },
          context,
        ),
      ),
    );
  }
}
