import { Body, Controller, Get, HttpCode, Patch, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDENTITY_MESSAGES,
  PasswordResetLinkQuery,
  PasswordResetRequestBody,
  type PasswordResetRequestResult,
  PasswordResetUpdateBody,
  VerifyAccountBody,
} from '@flirtwire/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { DomainError } from '../../shared/errors.js';
import { CsrfProtected } from '../../shared/http/csrf.decorators.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { Inject } from '@nestjs/common';
import { errorWith } from '../identity-support.js';
import { UserDirectory } from '../user/user-directory.js';
import {
  CompletePasswordResetCommand,
  RequestPasswordResetCommand,
  VerifyAccountCommand,
} from './password-reset.commands.js';
import { hashResetToken, ResetLinkIds } from './reset-links.js';

/** Where the spec's screens go with a bad link: forgot_password with a status (spec 002 §4, §8). */
const EXPIRED_REDIRECT = '/forgot_password?status=expired';
const INACTIVE_REDIRECT = '/forgot_password?status=inactive';

/** Turns link problems into the spec's redirect with a status; other errors pass through. */
function withRedirect(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  if (error.code === 'reset_link_expired') {
    return errorWith(410, error.code, error.message, {
      status: 'expired',
      redirectTo: EXPIRED_REDIRECT,
    });
  }
  if (error.code === 'account_inactive') {
    return errorWith(403, error.code, error.message, {
      status: 'inactive',
      redirectTo: INACTIVE_REDIRECT,
    });
  }
  return error;
}

@ApiTags('identity')
@Controller('client_api')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
    private readonly linkIds: ResetLinkIds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Forgot password: always reset_password_complete; the mail carries the next step (issue 31). */
  @Post('password_reset')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: 'Request a password reset' })
  request(
    @Body({ schema: PasswordResetRequestBody }) body: PasswordResetRequestBody,
    @ReqContext() context: RequestContext,
    @Req() request: FastifyRequest,
  ): Promise<PasswordResetRequestResult> {
    return this.commands.execute(new RequestPasswordResetCommand(body, context, request.ip));
  }

  /** Is this reset link (id, token) still good? */
  @Get('password_reset')
  @ApiOperation({ summary: 'Check a password reset link' })
  async check(
    @Query({ schema: PasswordResetLinkQuery }) query: z.infer<typeof PasswordResetLinkQuery>,
  ): Promise<{ valid: true; id: string }> {
    const ids = this.linkIds.open(query.id);
    const user = ids ? await this.directory.load(ids.userId) : null;
    const reset = user?.resets.find((r) => r.resetId === ids?.resetId);
    const expired = new DomainError('reset_link_expired', IDENTITY_MESSAGES.resetExpired, 410);
    if (!user?.exists || !reset || reset.used || reset.tokenHash !== hashResetToken(query.token)) {
      throw withRedirect(expired);
    }
    if (Date.parse(reset.expiresAt) <= this.clock.now().getTime()) throw withRedirect(expired);
    if (!user.active) {
      throw withRedirect(
        new DomainError('account_inactive', IDENTITY_MESSAGES.accountInactive, 403),
      );
    }
    return { valid: true, id: query.id };
  }

  /** The new password (user.password and user.password_confirmation) from a valid link. */
  @Patch('password_reset')
  @CsrfProtected()
  @ApiOperation({ summary: 'Set a new password from a reset link' })
  async complete(
    @Body({ schema: PasswordResetUpdateBody }) body: PasswordResetUpdateBody,
    @ReqContext() context: RequestContext,
    @Req() request: FastifyRequest,
  ): Promise<{ status: 'success'; redirectTo: string }> {
    try {
      await this.commands.execute(new CompletePasswordResetCommand(body, context, request.ip));
    } catch (error) {
      throw withRedirect(error);
    }
    return { status: 'success', redirectTo: '/new_password/confirm' };
  }

  /** Verify account (spec 002 §5): last 8 card digits, or last 5 SSN/EIN digits. */
  @Post('verify_account')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: 'Verify the account before a reset link is mailed' })
  async verify(
    @Body({ schema: VerifyAccountBody }) body: VerifyAccountBody,
    @ReqContext() context: RequestContext,
  ): Promise<{ redirectTo: 'reset_password_complete' }> {
    try {
      return await this.commands.execute(new VerifyAccountCommand(body, context));
    } catch (error) {
      throw withRedirect(error);
    }
  }
}
