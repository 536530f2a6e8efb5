import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BannerDismissalBody,
  type CommandResult,
  type CookiesConsentResponse,
  SiteBannerBody,
  type SiteBannerResponse,
} from '@flirtwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { commandResult } from '../../shared/commands/command-result.js';
import { CsrfProtected } from '../../shared/http/csrf.decorators.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { AnswerSiteNoticeCommand, ChangeSiteBannerCommand } from './site-notices.command.js';
import { SiteNotices } from './site-notices.handler.js';

/** A visitor's answers live in cookies (there is no one to record them for). */
const BANNER_COOKIE = 'fw_banner_dismissed';
const COOKIES_ACK_COOKIE = 'fw_cookies_ack';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The site-wide banner and the cookies banner: what a page shows, and the answers to them. A
 * signed-in person's answers are events (they follow the person to every device); a visitor's
 * are cookies.
 */
@ApiTags('site')
@Controller('client_api')
export class SiteNoticesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly notices: SiteNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('super_banner')
  @ApiOperation({ summary: 'The site-wide banner, unless this person dismissed it' })
  async banner(
    @CurrentPrincipal() principal: Principal | null,
    @Req() request: FastifyRequest,
  ): Promise<SiteBannerResponse> {
    const { current } = await this.notices.banner();
    if (!current) return { banner: null };
    const dismissed = principal
      ? (await this.notices.answersOf(principal.userId)).dismissed.includes(current.code)
      : request.cookies[BANNER_COOKIE] === current.code;
    return { banner: dismissed ? null : current };
  }

  @Post('super_banner/dismissals')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: 'Dismiss the site-wide banner (by its code)' })
  async dismiss(
    @Body({ schema: BannerDismissalBody }) body: BannerDismissalBody,
    @CurrentPrincipal() principal: Principal | null,
    @ReqContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ dismissed: string; result: CommandResult | null }> {
    if (!principal) {
      const { codes } = await this.notices.banner();
      // The same rule as for members, without an event: only a code the site has shown.
      if (codes.includes(body.code)) this.remember(reply, BANNER_COOKIE, body.code);
      return { dismissed: body.code, result: null };
    }
    const outcome = await this.commands.execute(
      new AnswerSiteNoticeCommand(
        { type: 'DismissBanner', userId: principal.userId, code: body.code },
        context,
      ),
    );
    return { dismissed: body.code, result: commandResult(outcome) };
  }

  @Get('cookies_consent')
  @ApiOperation({ summary: 'Whether to show the cookies banner (showCookiesBanner)' })
  async cookiesConsent(
    @CurrentPrincipal() principal: Principal | null,
    @Req() request: FastifyRequest,
  ): Promise<CookiesConsentResponse> {
    // Answered on this browser, or by this member on any browser.
    const acknowledged =
      request.cookies[COOKIES_ACK_COOKIE] === '1' ||
      (principal !== null && (await this.notices.answersOf(principal.userId)).cookiesAcknowledged);
    return { showCookiesBanner: !acknowledged };
  }

  @Post('cookies_consent')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: 'Acknowledge the cookies banner' })
  async acknowledgeCookies(
    @CurrentPrincipal() principal: Principal | null,
    @ReqContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CookiesConsentResponse> {
    // The cookie too, so the banner stays away after signing out on this browser.
    this.remember(reply, COOKIES_ACK_COOKIE, '1');
    if (principal) {
      await this.commands.execute(
        new AnswerSiteNoticeCommand(
          { type: 'AcknowledgeCookies', userId: principal.userId },
          context,
        ),
      );
    }
    return { showCookiesBanner: false };
  }

  private remember(reply: FastifyReply, name: string, value: string): void {
    void reply.setCookie(name, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: ONE_YEAR_S,
    });
  }
}

/** Admins publish, edit and withdraw the site-wide banner. */
@ApiTags('admin')
@Controller('client_api/admin/super_banner')
@Roles('admin')
export class AdminSiteBannerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly notices: SiteNotices,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The current site-wide banner' })
  async show(): Promise<SiteBannerResponse> {
    return { banner: (await this.notices.banner()).current };
  }

  @Put()
  @ApiOperation({ summary: 'Publish or edit the site-wide banner' })
  async publish(
    @Body({ schema: SiteBannerBody }) body: SiteBannerBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new ChangeSiteBannerCommand({ type: 'PublishBanner', ...body }, context),
      ),
    );
  }

  @Delete()
  @ApiOperation({ summary: 'Withdraw the site-wide banner' })
  async withdraw(@ReqContext() context: RequestContext): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(new ChangeSiteBannerCommand({ type: 'WithdrawBanner' }, context)),
    );
  }
}
