import { Controller, Delete, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { sessionTokenOf } from '../identity-support.js';
import { clearSessionCookie } from '../sessions/session-cookies.js';
import { SessionService } from '../sessions/session.service.js';

@ApiTags('identity')
@Controller('client_api')
export class SignOutController {
  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sign out: the session is revoked server-side, so a copied token no longer works. */
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out' })
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const token = sessionTokenOf(request);
    if (token) await this.sessions.end(token);
    clearSessionCookie(reply, this.config);
  }

  /** The same as POST /client_api/logout, for clients that sign out with DELETE /login. */
  @Delete('login')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out (alias)' })
  signOutAlias(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    return this.signOut(request, reply);
  }
}
