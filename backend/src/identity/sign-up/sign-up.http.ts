import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EmailSuggestionQuery,
  IDENTITY_MESSAGES,
  isValidEmail,
  LOGIN_PATTERN,
  normalizeLogin,
  SignUpBody,
  type SignUpPrefill,
  type SignUpResult,
  suggestEmail,
  type UsernameCheck,
} from '@flirtwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CsrfProtected } from '../../shared/http/csrf.decorators.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { DomainError } from '../../shared/errors.js';
import { requestedRedirect, sessionTokenOf } from '../identity-support.js';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from '../security/captcha.js';
import { setSessionCookie } from '../sessions/session-cookies.js';
import { SessionService } from '../sessions/session.service.js';
import { UserDirectory } from '../user/user-directory.js';
import { SignUpCommand } from './sign-up.command.js';
import { Throttle } from '../../shared/http/throttle/throttle.guard.js';

export const FLIRT_SETUP_PATH = '/advisor_signup/account_setup';

@ApiTags('identity')
@Controller('client_api')
export class SignUpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionService,
    private readonly directory: UserDirectory,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Customer or Flirt sign-up (spec 002 §3 sign-up form); signs the new person in. */
  @Post('user')
  @Throttle('signUp')
  @HttpCode(201)
  @CsrfProtected()
  @ApiOperation({ summary: 'Sign up (customer, or Flirt with flirt_signup)' })
  async signUp(
    @Body({ schema: SignUpBody }) body: SignUpBody,
    @ReqContext() context: RequestContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignUpResult> {
    if (request.principal) {
      throw new DomainError('already_signed_in', IDENTITY_MESSAGES.alreadySignedIn, 409);
    }
    const created = await this.commands.execute(new SignUpCommand(body, context, request.ip));
    const { token } = await this.sessions.start(created.userId, sessionTokenOf(request));
    setSessionCookie(reply, token, this.config);
    return {
      redirect_to: created.flirtSignup
        ? FLIRT_SETUP_PATH
        : (requestedRedirect(body.additionalParams) ?? '/'),
      user: { id: created.userId, login: created.login },
    };
  }

  /** Sign-up prefill plus captcha config (spec 002 §7 GET /user/new). */
  @Get('user/new')
  @ApiOperation({ summary: 'Sign-up form prefill and captcha config' })
  prefill(@Req() request: FastifyRequest): SignUpPrefill {
    return {
      login: '',
      email: '',
      // Accounts are only made through this form, so nothing is ever pending.
      login_or_email_pending: false,
      enable_platphorm_offers: false,
      redirect_to: request.principal ? '/account' : null,
      captcha: {
        recaptcha_site_key: this.config.captcha.siteKey,
        recaptcha_enabled: this.captcha.enabled,
        captcha_provider: this.config.captcha.provider,
      },
    };
  }

  /** Is this Member Name free? (spec 002 §7 GET /username/{login}) */
  @Get('username/:login')
  @Throttle('usernameCheck')
  @ApiOperation({ summary: 'Check whether a Member Name is available' })
  async username(@Param('login') login: string): Promise<UsernameCheck> {
    if (!LOGIN_PATTERN.test(login)) {
      return { login, available: false, message: IDENTITY_MESSAGES.loginFormat };
    }
    const key = normalizeLogin(login);
    const owner = await this.directory.ownerOf('login', key);
    const available = owner === null;
    return { login, available, message: available ? null : IDENTITY_MESSAGES.loginTaken };
  }

  /** The "Did you mean ...?" suggestion for an email typed on the form (spec 002 §5). */
  @Get('email_suggestion')
  @ApiOperation({ summary: 'Suggest a fix for a mistyped email domain' })
  emailSuggestion(@Query({ schema: EmailSuggestionQuery }) query: EmailSuggestionQuery): {
    valid: boolean;
    suggestion: string | null;
    message: string | null;
  } {
    const valid = isValidEmail(query.email.trim());
    const suggestion = suggestEmail(query.email);
    return {
      valid,
      suggestion,
      message: suggestion
        ? IDENTITY_MESSAGES.didYouMean(suggestion)
        : valid
          ? null
          : IDENTITY_MESSAGES.emailInvalid,
    };
  }
}
