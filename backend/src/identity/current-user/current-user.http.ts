import { Body, Controller, Get, Inject, Patch, Res } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type CurrentUser, PatchUserBody } from '@flirtwire/contracts';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { NotFoundError } from '../../shared/errors.js';
import { USER_MESSAGES } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';
import { currentStep, defaultCard, isAdvisor, rolesOf } from '../user/user.state.js';
import { CurrentUserFields } from './current-user-fields.js';
import { UpdateProfileCommand } from './update-profile.command.js';

export const DEFAULT_TIMEZONE = 'America/New_York';

@ApiTags('identity')
@Controller('client_api/user')
export class CurrentUserController {
  constructor(
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly fields: CurrentUserFields,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The signed-in person (spec 000 §3, 002 §3), with fields other modules contribute. Being
   * signed out is a normal state, not an error: a visitor (or an ended session) gets 204 and
   * no body, so every signed-out page loads without a failed request.
   */
  @Get()
  @ApiOperation({ summary: 'The current user (204 without a body when signed out)' })
  async get(
    @CurrentPrincipal() principal: Principal | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser | undefined> {
    if (!principal) {
      void reply.status(204);
      return undefined;
    }
    return this.current(principal);
  }

  private async current(principal: Principal): Promise<CurrentUser> {
    const user = await this.directory.load(principal.userId);
    if (!user.exists) throw new NotFoundError(USER_MESSAGES.userNotFound, 'user_not_found');
    const card = defaultCard(user);
    const advisor = isAdvisor(user);
    const watermark = user.watermarkText ?? user.login;
    const own: CurrentUser = {
      id: user.userId,
      login: user.login,
      slug: user.login.toLowerCase(),
      email: await this.vault.decrypt(user.userId, user.sealedEmail),
      roles: rolesOf(user),
      is_advisor: advisor,
      // Feed onboarding belongs to the content module, which contributes the real values.
      onboarding_complete: !advisor,
      onboarding_step: null,
      canonical_iana_timezone: user.timezone ?? DEFAULT_TIMEZONE,
      default_card: card ? { id: card.cardId, last_four: card.last4 } : null,
      offerings: [],
      // The listings contribute the real value (a Flirt's chat listing); customers can chat.
      isChatEnabled: !advisor,
      hasUnreadChatMessages: false,
      watermark_text: watermark,
      signed_watermark_text: watermark,
      available_balance: 0,
      // A Flirt's storefront is their referral link (spec 000 §3: the lookup returns it).
      affiliateUrl: advisor ? `${this.config.publicUrl.replace(/\/+$/, '')}/${user.login}` : null,
      pin: user.sealedPin ? await this.vault.decrypt(user.userId, user.sealedPin) : null,
      record_name_path: null,
      voice_portal_phone_number: null,
      flirt_setup_step: currentStep(user),
      id_verification_status: user.idStatus,
    };
    return { ...own, ...(await this.fields.collect(user.userId)) };
  }

  /** Change one's own time zone, watermark, offers opt-in or PIN. */
  @Patch()
  @Roles()
  @ApiOperation({ summary: 'Update the current user' })
  async update(
    @Body({ schema: PatchUserBody }) body: PatchUserBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CurrentUser> {
    await this.commands.execute(new UpdateProfileCommand(principal.userId, body, context));
    return this.current(principal);
  }
}
