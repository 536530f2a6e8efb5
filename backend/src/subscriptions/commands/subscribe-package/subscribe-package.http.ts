import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubscribePackageBody, type SubscribeResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { SubscribePackageCommand } from './subscribe-package.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

@ApiTags('package subscriptions')
@Controller('client_api/package_subscriptions')
export class SubscribePackageController {
  constructor(private readonly commands: CommandBus) {}

  /** Buy a package (public or private by link); answers `charged` and `error` like subscribe. */
  @Post()
  @Throttle('purchase')
  @HttpCode(200)
  @Roles('customer')
  @ApiOperation({ summary: 'Buy a package' })
  subscribe(
    @Body({ schema: SubscribePackageBody }) body: SubscribePackageBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(
      new SubscribePackageCommand(principal.userId, body.package_id, context),
    );
  }
}
