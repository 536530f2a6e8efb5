import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BlueskyLoginBody,
  type CommandResult,
  CONTENT_MESSAGES as M,
  SocialCallbackQuery,
  type SocialConnectionView,
  SocialProviderParam,
  StartLinkQuery,
  socialStreamId,
} from '@flirtwire/contracts';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError } from '../../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { commandResult } from '../../content-support.js';
import { LinkStates } from '../link-states.js';
import { SHOUT_PROVIDER, type ShoutProviderPort } from '../shout-provider.port.js';
import { socialDecider } from '../social.decider.js';
import { connectionViews } from '../social-views.js';
import { ChangeConnectionCommand } from './change-connection.command.js';

/** Where the browser lands after linking (the social shouts page shows the result). */
const SOCIAL_PAGE = '/social_shouts';
const BLUESKY_HANDLE = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

@ApiTags('social shouts')
@Controller('client_api/social_media/connections')
@Roles('advisor')
export class ConnectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My linked social accounts' })
  async list(@CurrentPrincipal() principal: Principal): Promise<SocialConnectionView[]> {
    return connectionViews(
      await this.processor.state(socialDecider, socialStreamId(principal.userId)),
    );
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unlink a social account' })
  async unlink(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new ChangeConnectionCommand(
          principal.userId,
          { kind: 'unlink', connectionId: id },
          context,
        ),
      ),
    );
  }
}

/** Linking (spec 000 §7: GET /auth/{provider}, then the network calls back). */
@ApiTags('social shouts')
@Controller('auth')
@Roles('advisor')
export class SocialLinkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly states: LinkStates,
    @Inject(SHOUT_PROVIDER) private readonly provider: ShoutProviderPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':provider')
  @ApiOperation({ summary: 'Start linking a social account (redirects to the network)' })
  start(
    @Param('provider', { schema: SocialProviderParam }) provider: SocialProviderParam,
    @Query({ schema: StartLinkQuery }) query: StartLinkQuery,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): void {
    const state = this.states.issue(principal.userId, provider, this.clock.now());
    void reply.redirect(
      this.provider.authorizationUrl(provider, state, query.username ?? null),
      302,
    );
  }

  @Get(':provider/callback')
  @ApiOperation({ summary: 'The network’s answer to a link request' })
  async callback(
    @Param('provider', { schema: SocialProviderParam }) provider: SocialProviderParam,
    @Query({ schema: SocialCallbackQuery }) query: SocialCallbackQuery,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const failed = (message: string) => {
      void reply.redirect(
        `${SOCIAL_PAGE}?${new URLSearchParams({ error: message }).toString()}`,
        302,
      );
    };
    if (!this.states.check(query.state, principal.userId, provider, this.clock.now())) {
      failed(M.linkExpired);
      return;
    }
    const linked = await this.provider.completeLink(provider, query);
    if (!linked.ok) {
      failed(provider === 'bluesky' ? M.blueskySetupFailed : M.socialAccountNotWorking);
      return;
    }
    await this.commands.execute(
      new ChangeConnectionCommand(
        principal.userId,
        { kind: 'link', provider, username: linked.username },
        context,
      ),
    );
    void reply.redirect(`${SOCIAL_PAGE}?linked=${provider}`, 302);
  }
}

@ApiTags('social shouts')
@Controller('bluesky')
@Roles('advisor')
export class BlueskyLoginController {
  constructor(
    private readonly states: LinkStates,
    @Inject(SHOUT_PROVIDER) private readonly provider: ShoutProviderPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Bluesky link (spec 000 §7): the handle in, the authorization URL out. */
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start linking a Bluesky account by handle' })
  login(
    @Body({ schema: BlueskyLoginBody }) body: BlueskyLoginBody,
    @CurrentPrincipal() principal: Principal,
  ): { authorization_url: string } {
    if (!BLUESKY_HANDLE.test(body.handle)) {
      throw new DomainError('bluesky_setup_failed', M.blueskySetupFailed, 422, {
        handle: M.blueskySetupFailed,
      });
    }
    const state = this.states.issue(principal.userId, 'bluesky', this.clock.now());
    return { authorization_url: this.provider.authorizationUrl('bluesky', state, body.handle) };
  }
}
