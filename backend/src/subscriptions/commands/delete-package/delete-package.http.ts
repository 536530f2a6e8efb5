import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { PackageOwner } from '../../packages/package-owner.js';
import type { PackageCommandResult } from '../../packages/package-input.js';
import { DeletePackageCommand } from './delete-package.command.js';

@ApiTags('packages')
@Controller('client_api/packages')
export class DeletePackageController {
  constructor(private readonly commands: CommandBus) {}

  /** Delete is permanent; subscribers are cancelled at the end of their billing cycle. */
  @Delete(':id')
  @Roles('advisor')
  @OwnedBy(PackageOwner)
  @ApiOperation({ summary: 'Delete a package' })
  remove(
    @Param('id') id: string,
    @ReqContext() context: RequestContext,
  ): Promise<PackageCommandResult> {
    return this.commands.execute(new DeletePackageCommand(id, context));
  }
}
