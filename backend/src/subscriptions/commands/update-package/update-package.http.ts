import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UpdatePackageBody } from '@flirtwire/contracts';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { PackageOwner } from '../../packages/package-owner.js';
import type { PackageCommandResult } from '../../packages/package-input.js';
import { UpdatePackageCommand } from './update-package.command.js';

@ApiTags('packages')
@Controller('client_api/packages')
export class UpdatePackageController {
  constructor(private readonly commands: CommandBus) {}

  /** Edit price and perks, or toggle public/private (after the UI's confirmation). */
  @Patch(':id')
  @Roles('advisor')
  @OwnedBy(PackageOwner)
  @ApiOperation({ summary: 'Edit a package' })
  update(
    @Param('id') id: string,
    @Body({ schema: UpdatePackageBody }) body: UpdatePackageBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PackageCommandResult> {
    return this.commands.execute(new UpdatePackageCommand(principal.userId, id, body, context));
  }
}
