import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { SESSION_COOKIE } from '../../shared/auth/principal.js';
import { issueCsrfCookie } from '../csrf/csrf.js';

function sessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig): void {
  void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
  // The CSRF token is bound to the session: the old one (pre-session) stops working here.
  issueCsrfCookie(reply.request, reply, config, token);
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
  });
  issueCsrfCookie(reply.request, reply, config, null);
}
