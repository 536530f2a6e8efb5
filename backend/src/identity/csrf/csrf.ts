import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IDENTITY_MESSAGES } from '@flirtwire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { SESSION_COOKIE } from '../../shared/auth/principal.js';
import { DomainError } from '../../shared/errors.js';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_METADATA } from '../../shared/http/csrf.decorators.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The double-submit token of this browser (from its cookie, or issued with this response). */
    csrfToken?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const csrfFailed = () => new DomainError('csrf_failed', IDENTITY_MESSAGES.csrfFailed, 403);

/**
 * Gives every browser a CSRF token: a readable (not httpOnly) cookie `fw_csrf`, set on any
 * response to a request that lacks one. The page echoes it in the `x-csrf-token` header.
 */
export function installCsrfCookie(fastify: FastifyInstance, config: AppConfig): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const existing = request.cookies[CSRF_COOKIE];
    if (existing && TOKEN_PATTERN.test(existing)) {
      request.csrfToken = existing;
      return;
    }
    const token = randomBytes(32).toString('base64url');
    request.csrfToken = token;
    void reply.setCookie(CSRF_COOKIE, token, {
      httpOnly: false,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
    });
  });
}

/**
 * Double-submit CSRF check on every state-changing request that carries a session cookie, and
 * on those marked `@CsrfProtected()` (sign-in, sign-up, password reset) even without one.
 * Endpoints marked `@SkipCsrf()` are exempt (credentials other than the session cookie).
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!WRITES.has(request.method)) return true;
    const mode = this.reflector.getAllAndOverride<'always' | 'skip' | undefined>(CSRF_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (mode === 'skip') return true;
    const hasSession = Boolean(request.cookies[SESSION_COOKIE]);
    if (mode !== 'always' && !hasSession) return true;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (typeof cookie !== 'string' || typeof header !== 'string' || !TOKEN_PATTERN.test(cookie)) {
      throw csrfFailed();
    }
    const a = Buffer.from(cookie);
    const b = Buffer.from(header);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw csrfFailed();
    return true;
  }
}
