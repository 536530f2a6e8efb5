import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  type Type,
  UseGuards,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Role } from '@flirtwire/contracts';
import type { FastifyRequest } from 'fastify';
import { NotFoundError, UnauthorizedError } from '../errors.js';
import { hasRole, type Principal } from './principal.js';

/** Says who owns an object (by the id in the URL); null when there is no such object. */
export interface OwnerResolver {
  ownerOf(objectId: string, principal: Principal): Promise<string | null>;
}

interface OwnershipRule {
  readonly resolver: Type<OwnerResolver>;
  readonly param: string;
  readonly staff: readonly Role[];
}

const OWNERSHIP_KEY = 'flirtwire:ownership';

/**
 * Object ownership on top of roles: the signed-in person must own the object named by the URL
 * parameter, unless they hold one of the `staff` roles. Someone else's object answers 404, the
 * same as a missing one, so ids cannot be probed.
 *
 * @example
 * @Delete(':id')
 * @OwnedBy(CardOwner, 'id')               // the card must be the caller's
 * remove(@Param('id') id: string) { ... }
 *
 * @Get(':id')
 * @OwnedBy(PostOwner, 'id', { staff: ['moderator', 'admin'] })
 */
export function OwnedBy(
  resolver: Type<OwnerResolver>,
  param = 'id',
  options: { staff?: readonly Role[] } = {},
) {
  const rule: OwnershipRule = { resolver, param, staff: options.staff ?? [] };
  return applyDecorators(SetMetadata(OWNERSHIP_KEY, rule), UseGuards(OwnershipGuard));
}

@Injectable()
export class OwnershipGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly modules: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<OwnershipRule | undefined>(OWNERSHIP_KEY, context.getHandler());
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const principal = request.principal;
    if (!principal) throw new UnauthorizedError();
    const params = request.params as Record<string, string | undefined>;
    const id = params[rule.param];
    if (id === undefined) throw new NotFoundError();
    const resolver = this.modules.get(rule.resolver, { strict: false });
    const owner = await resolver.ownerOf(id, principal);
    if (owner === null) throw new NotFoundError();
    if (owner !== principal.userId && !hasRole(principal, ...rule.staff)) throw new NotFoundError();
    return true;
  }
}
