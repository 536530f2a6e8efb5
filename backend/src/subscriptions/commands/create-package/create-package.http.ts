import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreatePackageBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import type { PackageCommandResult } from '../../packages/package-input.js';
import { CreatePackageCommand } from './create-package.command.js';

@ApiTags('packages')
@Controller('client_api/packages')
export class CreatePackageController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Create a package: price ($3.99 to $999 with recurring_package_tributes, $50 without;
   * default 14.99), status, perks (spec 000 §5). Errors name the form field; the contracts'
   * PACKAGE_ERROR_SECTIONS maps a field to the package, call perk or volley perk section.
   */
  @Post()
  @HttpCode(201)
  @Roles('advisor')
  @ApiOperation({ summary: 'Create a package' })
  create(
    @Body({ schema: CreatePackageBody }) body: CreatePackageBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PackageCommandResult> {
    return this.commands.execute(new CreatePackageCommand(principal.userId, body, context));
  }
}
