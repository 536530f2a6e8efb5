import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UnauthorizedError } from '../../shared/errors.js';

/** The header that carries SERVICE_API_TOKEN on `/service_api/...` calls. */
export const SERVICE_TOKEN = 'x-service-token';

/**
 * Calls from our own services and the payment processor (perk usage, chargebacks): the
 * SERVICE_API_TOKEN of the configuration in `x-service-token`, compared in constant time. No
 * token configured: every call is refused.
 */
@Injectable()
export class ServiceTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.serviceApiToken;
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers[SERVICE_TOKEN];
    const given = Array.isArray(header) ? header[0] : header;
    if (expected === null || given === undefined) {
      throw new UnauthorizedError('A service token is required.', 'service_token_required');
    }
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new UnauthorizedError('A service token is required.', 'service_token_required');
    }
    return true;
  }
}
