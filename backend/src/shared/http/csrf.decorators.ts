import { SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

export const CSRF_METADATA = 'flirtwire:csrf';

/**
 * CSRF (double-submit: cookie `fw_csrf` must equal header `x-csrf-token`) is checked on every
 * POST/PUT/PATCH/DELETE that carries a session cookie. `@CsrfProtected()` also checks it when no
 * session exists yet (sign-in, sign-up, password reset), against login CSRF.
 */
export const CsrfProtected = () => SetMetadata(CSRF_METADATA, 'always');

/** For endpoints that are not ours in spirit (a processor's sandbox) or use another credential. */
export const SkipCsrf = () => SetMetadata(CSRF_METADATA, 'skip');

export const CSRF_COOKIE = 'fw_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * For endpoints no browser page calls (`/health`, asked by probes many times a second): no CSRF
 * or pre-session cookie is minted for them (a Fastify route option, read before routing ends).
 */
export const NoCsrfCookie = () => RouteConfig({ csrfCookie: false });

/** Whether the CSRF cookie hook mints a token for this request's route (see `NoCsrfCookie`). */
export function wantsCsrfCookie(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { csrfCookie?: boolean } | undefined;
  return config?.csrfCookie !== false;
}
