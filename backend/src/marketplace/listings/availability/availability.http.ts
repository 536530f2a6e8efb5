import { Body, Controller, Get, HttpCode, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AvailabilityResponse,
  type CommandResult,
  PatchAvailabilityBody,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { commandResult } from '../../../shared/commands/command-result.js';
import { ListingViews } from '../listing-views.js';
import { SetAvailabilityCommand } from './set-availability.command.js';

/** A Flirt's availability: for chat, for live calls, and per listing (Online/Offline). */
@ApiTags('marketplace')
@Controller('client_api/availabilities')
@Roles('advisor')
export class AvailabilityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: ListingViews,
  ) {}

  @Get()
  @ReadsProjections('marketplace-listings')
  @ApiOperation({ summary: 'My availability switches and listings' })
  get(@CurrentPrincipal() principal: Principal): Promise<AvailabilityResponse> {
    return this.views.availability(principal.userId);
  }

  @Patch()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set my availability' })
  async set(
    @Body({ schema: PatchAvailabilityBody }) body: PatchAvailabilityBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(new SetAvailabilityCommand(principal, body, context)),
    );
  }
}
