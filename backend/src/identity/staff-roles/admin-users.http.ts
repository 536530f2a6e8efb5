import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminUserSearchQuery,
  type AdminUserSearchResponse,
  type AdminUserView,
  type CommandResult,
  DeactivateUserBody,
  GrantRoleBody,
  IdDecisionBody,
  isUuid,
  StaffRoleSchema,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { commandResult } from '../identity-support.js';
import { USER_MESSAGES } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';
import { currentStep, isAdvisor, rolesOf, type UserState } from '../user/user.state.js';
import { type AdminAction, AdministerUserCommand } from './administer-user.command.js';

function adminView(user: UserState): AdminUserView {
  return {
    id: user.userId,
    login: user.login,
    roles: [...rolesOf(user)],
    active: user.active,
    is_advisor: isAdvisor(user),
    id_verification_status: user.idStatus,
    flirt_setup_step: currentStep(user),
  };
}

function userIdParam(id: string): string {
  if (!isUuid(id)) throw new NotFoundError(USER_MESSAGES.userNotFound, 'user_not_found');
  return id;
}

/** Staff roles are granted by an admin (as events); the first admin comes from configuration. */
@ApiTags('admin')
@Controller('client_api/admin/users')
@Roles('admin')
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
  ) {}

  /**
   * Finds an account by its exact Member Name, email address (through its blind index, so the
   * address is never stored in clear) or id; an empty list when none matches.
   */
  @Get()
  @ApiOperation({ summary: 'Find an account by Member Name, email or id' })
  async find(
    @Query({ schema: AdminUserSearchQuery }) query: AdminUserSearchQuery,
  ): Promise<AdminUserSearchResponse> {
    const user = isUuid(query.q)
      ? await this.directory.load(query.q)
      : await this.directory.findByLoginOrEmail(query.q);
    return { users: user?.exists ? [adminView(user)] : [] };
  }

  @Get(':id')
  @ApiOperation({ summary: 'An account as admins see it (no personal data)' })
  async show(@Param('id') id: string): Promise<AdminUserView> {
    const user = await this.directory.load(userIdParam(id));
    if (!user.exists) throw new NotFoundError(USER_MESSAGES.userNotFound, 'user_not_found');
    return adminView(user);
  }

  @Post(':id/roles')
  @HttpCode(201)
  @ApiOperation({ summary: 'Grant a staff role (moderator, finance, auditor, admin)' })
  grant(
    @Param('id') id: string,
    @Body({ schema: GrantRoleBody }) body: GrantRoleBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return this.run({ type: 'GrantRole', userId: userIdParam(id), role: body.role }, context);
  }

  @Delete(':id/roles/:role')
  @ApiOperation({ summary: 'Revoke a staff role' })
  revoke(
    @Param('id') id: string,
    @Param('role') role: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const parsed = StaffRoleSchema.safeParse(role);
    if (!parsed.success) {
      throw new ValidationError({ role: 'Please choose moderator, finance, auditor or admin.' });
    }
    return this.run(
      { type: 'RevokeRole', userId: userIdParam(id), role: parsed.data, actorId: principal.userId },
      context,
    );
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate an account (its sessions end)' })
  deactivate(
    @Param('id') id: string,
    @Body({ schema: DeactivateUserBody }) body: DeactivateUserBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return this.run(
      {
        type: 'Deactivate',
        userId: userIdParam(id),
        reason: body.reason,
        actorId: principal.userId,
      },
      context,
    );
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reactivate an account' })
  reactivate(
    @Param('id') id: string,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return this.run({ type: 'Reactivate', userId: userIdParam(id) }, context);
  }

  /** The development ID verifier's decisions: approve → verified, reject → failed, exempt. */
  @Post(':id/id_verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decide an ID verification (approve, reject, exempt)' })
  decideId(
    @Param('id') id: string,
    @Body({ schema: IdDecisionBody }) body: IdDecisionBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return this.run(
      {
        type: 'DecideIdVerification',
        userId: userIdParam(id),
        decision: body.decision,
        reason: body.reason,
      },
      context,
    );
  }

  private async run(action: AdminAction, context: RequestContext): Promise<CommandResult> {
    return commandResult(await this.commands.execute(new AdministerUserCommand(action, context)));
  }
}
