import { createHash, timingSafeEqual } from 'node:crypto';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SERVICE_TOKEN_HEADER } from '@flirtwire/contracts';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SkipCsrf } from '../../shared/http/csrf.decorators.js';
import { UnauthorizedError } from '../../shared/errors.js';

const SERVICE_TOKEN_MESSAGE = 'A valid service token is required.';

/**
 * The service API's credential: `x-service-token` must equal SERVICE_API_TOKEN (compared in
 * constant time). A wrong or missing token, or no token configured (production without
 * SERVICE_API_TOKEN), answers 401 before validation or anything else runs.
 */
@Injectable()
export class ServiceTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.serviceApiToken === null ? null : digest(config.serviceApiToken);
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers[
      SERVICE_TOKEN_HEADER
    ];
    const token = Array.isArray(header) ? header[0] : header;
    if (
      this.expected === null ||
      typeof token !== 'string' ||
      !timingSafeEqual(digest(token), this.expected)
    ) {
      throw new UnauthorizedError(SERVICE_TOKEN_MESSAGE, 'invalid_service_token');
    }
    return true;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Marks an endpoint of the service API: the service token instead of a session, so no CSRF
 * (validation and idempotency still apply).
 */
export const ServiceApi = () =>
  applyDecorators(
    SkipCsrf(),
    UseGuards(ServiceTokenGuard),
    ApiHeader({ name: SERVICE_TOKEN_HEADER, required: true, description: 'SERVICE_API_TOKEN' }),
    ApiUnauthorizedResponse({ description: SERVICE_TOKEN_MESSAGE }),
  );

/** Who events written through the service API name as their actor. */
export const SERVICE_ACTOR = { id: 'service-api', role: 'service' } as const;
