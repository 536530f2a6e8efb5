import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@flirtwire/contracts';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../commands/command-processor.js';

/** Everything a command needs from its request except the time (the handler's clock adds it). */
export type RequestContext = Omit<CommandContext, 'now'>;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
    requestHash?: string;
  }
}

function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (!principal) return { id: 'visitor', role: 'visitor' };
  const role =
    (['admin', 'finance', 'auditor', 'moderator', 'advisor', 'customer'] as const).find((r) =>
      principal.roles.includes(r),
    ) ?? 'customer';
  return { id: principal.userId, role };
}

function requestContextOf(request: FastifyRequest): RequestContext {
  return {
    correlationId: request.id,
    causationId: request.id,
    actor: actorOf(request),
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
  };
}

/** The request's correlation id, actor and idempotency key, for building a command. */
export const ReqContext = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestContext =>
    requestContextOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
