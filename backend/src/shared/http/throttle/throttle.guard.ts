import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { sourceKey } from '../../../identity/security/attempt-limits.js';
import { RATE_LIMITER, type RateLimiter } from '../../../identity/security/rate-limiter.js';
import { CLOCK, type Clock } from '../../domain/clock.js';
import { DomainError } from '../../errors.js';
import { type Limit, type ThrottleName, THROTTLES, TOO_MANY_REQUESTS } from './throttles.js';

const THROTTLE_KEY = 'flirtwire:throttle';

/**
 * Refuses a request over its throttle with 429, the plain message and `Retry-After` (seconds),
 * counting per signed-in account and per source address (`request.ip`, which names the client
 * only behind TRUST_PROXY) on the rate limiter the app instances share. Runs after the global
 * guards (session, roles, CSRF), so refused visitors and forged requests count nothing.
 */
@Injectable()
export class ThrottleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const name = this.reflector.get<ThrottleName | undefined>(THROTTLE_KEY, context.getHandler());
    if (name === undefined) return true;
    const rule = THROTTLES[name];
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const counts: [string, Limit][] = [];
    const userId = request.principal?.userId;
    if (rule.perAccount && userId !== undefined) {
      counts.push([`throttle:${name}:user:${userId}`, rule.perAccount]);
    }
    counts.push([`throttle:${name}:src:${sourceKey(request.ip)}`, rule.perSource]);
    const now = this.clock.now();
    for (const [key, { limit, windowMs }] of counts) {
      const take = await this.limiter.take(key, limit * this.config.throttleScale, windowMs, now);
      if (!take.allowed) {
        const seconds = Math.max(1, Math.ceil(take.retryAfterMs / 1_000));
        void http.getResponse<FastifyReply>().header('retry-after', String(seconds));
        throw new DomainError('too_many_requests', TOO_MANY_REQUESTS, 429);
      }
    }
    return true;
  }
}

/**
 * Puts an endpoint under one of THROTTLES.
 *
 * @example
 * @Post(':id/messages')
 * @Roles()
 * @Throttle('chat')
 * async send(...) {}
 */
export const Throttle = (name: ThrottleName) =>
  applyDecorators(SetMetadata(THROTTLE_KEY, name), UseGuards(ThrottleGuard));
