import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CaptchaConfig,
  IDENTITY_MESSAGES,
  SignInBody,
  type SignInConfig,
  SignInConfigQuery,
  type SignInResult,
} from '@flirtwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CsrfProtected } from '../../shared/http/csrf.decorators.js';
import { sessionTokenOf } from '../identity-support.js';
import { AttemptLimits } from '../security/attempt-limits.js';
import { setSessionCookie } from '../sessions/session-cookies.js';
import { SessionService } from '../sessions/session.service.js';
import { SignInCommand } from './sign-in.command.js';
import { SignInHandler } from './sign-in.handler.js';

@ApiTags('identity')
@Controller('client_api')
export class SignInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionService,
    private readonly limits: AttemptLimits,
    private readonly handler: SignInHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sign in (spec 002 §7): type web (login or email, password), phone (digits, PIN) or
   * forgot_pin (digits, cc_last_6, billing_zip). Every sign-in gets a new session token; the
   * session the browser had is revoked.
   */
  @Post('login')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: 'Sign in (web, phone or forgot_pin)' })
  async signIn(
    @Body({ schema: SignInBody }) body: SignInBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResult> {
    const signedIn = await this.commands.execute(new SignInCommand(body, request.ip));
    const { token } = await this.sessions.start(signedIn.userId, sessionTokenOf(request));
    setSessionCookie(reply, token, this.config);
    return {
      redirectTo: signedIn.redirectTo,
      user: { id: signedIn.userId, login: signedIn.login },
    };
  }

  /** The sign-in config per type: whether the server asks for a captcha now (show_captcha). */
  @Get('login/config')
  @ApiOperation({ summary: 'Sign-in config per type, with show_captcha' })
  async signInConfig(
    @Query({ schema: SignInConfigQuery }) query: z.infer<typeof SignInConfigQuery>,
    @Req() request: FastifyRequest,
  ): Promise<SignInConfig> {
    const key = query.login && query.type === 'web' ? this.handler.loginKey(query.login) : null;
    const show =
      query.type === 'forgot_pin'
        ? this.limits.captcha.enabled
        : query.type === 'phone'
          ? await this.limits.pinNeedsCaptcha(request.ip, null)
          : await this.limits.signInNeedsCaptcha(request.ip, key);
    return {
      type: query.type,
      show_captcha: show,
      prompt: IDENTITY_MESSAGES.webAccountPrompt,
      ...this.captchaStatus(),
    };
  }

  /** captcha_status (spec 002 §7): the site key and whether captcha is on at all. */
  @Get('captcha_status')
  @ApiOperation({ summary: 'Captcha site key and whether captcha is enabled' })
  captchaStatus(): CaptchaConfig {
    return {
      recaptcha_site_key: this.config.captcha.siteKey,
      recaptcha_enabled: this.limits.captcha.enabled,
      captcha_provider: this.config.captcha.provider,
    };
  }
}
