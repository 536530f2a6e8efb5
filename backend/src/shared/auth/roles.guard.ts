import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@flirtwire/contracts';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { Principal } from './principal.js';

const ROLES_KEY = 'flirtwire:roles';

/**
 * Who may call an endpoint. `@Roles()` with no roles means any signed-in person; without the
 * decorator an endpoint is public. Object ownership is checked in the handler, never here alone.
 */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles === undefined) return true;
    const principal = context.switchToHttp().getRequest<FastifyRequest>().principal;
    if (!principal) throw new UnauthorizedError();
    if (roles.length > 0 && !roles.some((role) => principal.roles.includes(role))) {
      throw new ForbiddenError();
    }
    return true;
  }
}

/** The signed-in principal (null for visitors). */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | null =>
    context.switchToHttp().getRequest<FastifyRequest>().principal ?? null,
);
