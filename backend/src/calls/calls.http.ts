import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CALL_MESSAGES as M,
  type CallView,
  callStreamId,
  SandboxCallCommandBody,
  type SandboxCallCommandResponse,
  type StartCallResponse,
} from '@flirtwire/contracts';
import { SandboxTelephony } from '../infrastructure/telephony/sandbox/sandbox-telephony.js';
import {
  TELEPHONY_PROVIDER,
  type TelephonyProvider,
} from '../infrastructure/telephony/telephony.port.js';
import type { Principal } from '../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../shared/auth/roles.guard.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { NotFoundError } from '../shared/errors.js';
import { ReqContext, type RequestContext } from '../shared/http/request-context.js';
import { ReadsProjections } from '../read-side/read-your-writes/read-your-writes.js';
import { callDecider } from './call.decider.js';
import { RecordCallProgressCommand, StartCallCommand } from './call.commands.js';
import { CallViews } from './call-views.js';
import { Throttle } from '../shared/http/throttle/throttle.guard.js';

/** Calls on a phone listing: start one, follow it (its two parties only). */
@ApiTags('calls')
@Controller('client_api/listings')
export class CallsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: CallViews,
  ) {}

  @Post(':id/calls')
  @Throttle('purchase')
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Start a call: the provider rings the customer and the Flirt' })
  async start(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<StartCallResponse> {
    const outcome = await this.commands.execute(
      new StartCallCommand(principal.userId, id, context),
    );
    return {
      token: outcome.callId,
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
    };
  }

  @Get(':id/calls/:token')
  @Roles()
  @ReadsProjections('calls')
  @ApiOperation({ summary: 'A call: ringing, connected, ended or failed; minutes and amount' })
  get(
    @Param('id') id: string,
    @Param('token') token: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CallView> {
    return this.views.one(principal.userId, id, token);
  }
}

/**
 * The telephony sandbox's controls (docs/adr/0101): what a real provider's webhook would report,
 * pressed by one of the call's two parties, at the instant the sandbox provider observes it. An
 * end carries no duration: a `minutes` in the body is not read. Not found unless the sandbox is
 * the provider (TELEPHONY_PROVIDER; production refuses it without TELEPHONY_SANDBOX=allow).
 */
@ApiTags('sandbox telephony')
@Controller('sandbox-telephony')
export class SandboxTelephonyController {
  constructor(
    private readonly bus: CommandBus,
    private readonly commands: CommandProcessor,
    @Inject(TELEPHONY_PROVIDER) private readonly telephony: TelephonyProvider,
  ) {}

  @Post('calls/:token')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Connect, end or fail a sandbox call (now, as the provider sees it)' })
  async command(
    @Param('token') token: string,
    @Body({ schema: SandboxCallCommandBody }) body: SandboxCallCommandBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SandboxCallCommandResponse> {
    if (!(this.telephony instanceof SandboxTelephony)) throw new NotFoundError(M.sandboxOnly);
    const call = await this.commands.state(callDecider, callStreamId(token));
    if (call.state === 'none' || ![call.customerId, call.creatorId].includes(principal.userId)) {
      throw new NotFoundError(M.callNotFound, 'call_not_found');
    }
    const outcome = await this.bus.execute(
      new RecordCallProgressCommand(token, this.telephony.report(body.action), context),
    );
    return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
  }
}
