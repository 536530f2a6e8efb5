import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IDENTITY_MESSAGES } from '@flirtwire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SESSION_COOKIE } from '../../shared/auth/principal.js';
import { DomainError } from '../../shared/errors.js';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_METADATA,
  wantsCsrfCookie,
} from '../../shared/http/csrf.decorators.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The double-submit token of this browser (from its cookie, or issued with this response). */
    csrfToken?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `<nonce>.<mac>`: 16 random bytes and HMAC-SHA256, both base64url. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const PRESESSION_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The httpOnly cookie that stands in for the session before there is one: a signed-out
 * browser's CSRF token (sign-in, sign-up, password reset) is bound to it.
 */
export const PRESESSION_COOKIE = 'fw_presession';

const csrfFailed = () => new DomainError('csrf_failed', IDENTITY_MESSAGES.csrfFailed, 403);

const keys = new WeakMap<AppConfig, Buffer>();

/** The CSRF MAC key, derived from DATA_KEY_SECRET (one secret to set; the same on every process). */
function csrfKey(config: AppConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.dataKeySecret, '', 'flirtwire csrf token v1', 32));
    keys.set(config, key);
  }
  return key;
}

/** What a token is bound to: the session cookie, else the pre-session cookie. */
export type CsrfBinding = { readonly session: string } | { readonly presession: string };

function mac(config: AppConfig, binding: CsrfBinding, nonce: string): string {
  const bound = 'session' in binding ? `session:${binding.session}` : `pre:${binding.presession}`;
  return createHmac('sha256', csrfKey(config)).update(`${bound}\n${nonce}`).digest('base64url');
}

/**
 * A CSRF token bound to the browser's session (or pre-session) value: a random nonce and the
 * HMAC of the binding and the nonce under a server key. A cookie and header pair that an
 * attacker mints (or copies from their own browser) fails against the victim's session.
 *
 * @example mintCsrfToken(config, { session: token }) // 'q3…Zw.Hk…0A'
 */
export function mintCsrfToken(config: AppConfig, binding: CsrfBinding): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(config, binding, nonce)}`;
}

function csrfTokenFits(config: AppConfig, binding: CsrfBinding, token: string): boolean {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expected = Buffer.from(mac(config, binding, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The binding of this request's cookies; null for a signed-out browser without a pre-session. */
function bindingOf(request: FastifyRequest): CsrfBinding | null {
  const session = request.cookies[SESSION_COOKIE];
  if (session) return { session };
  const presession = request.cookies[PRESESSION_COOKIE];
  return presession && PRESESSION_PATTERN.test(presession) ? { presession } : null;
}

function setCsrfCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  void reply.setCookie(CSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
  });
}

function newPresession(reply: FastifyReply, config: AppConfig): CsrfBinding {
  const presession = randomBytes(32).toString('base64url');
  void reply.setCookie(PRESESSION_COOKIE, presession, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
  });
  return { presession };
}

/**
 * Sets the CSRF cookie for the session just issued (sign-in, sign-up), so the page's next write
 * carries a token bound to it; `null` (sign-out) binds a fresh one to the pre-session value.
 */
export function issueCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  session: string | null,
): string {
  const presession = request.cookies[PRESESSION_COOKIE];
  const binding: CsrfBinding = session
    ? { session }
    : presession && PRESESSION_PATTERN.test(presession)
      ? { presession }
      : newPresession(reply, config);
  const token = mintCsrfToken(config, binding);
  request.csrfToken = token;
  setCsrfCookie(reply, config, token);
  return token;
}

/**
 * Gives every browser a CSRF token: a readable (not httpOnly) cookie `fw_csrf`, set on any
 * response to a request whose cookie is missing or not bound to its session (or pre-session),
 * except on routes marked `NoCsrfCookie()`. The page echoes it in the `x-csrf-token`
 * header.
 */
export function installCsrfCookie(fastify: FastifyInstance, config: AppConfig): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsCsrfCookie(request)) return;
    const binding = bindingOf(request) ?? newPresession(reply, config);
    const existing = request.cookies[CSRF_COOKIE];
    if (existing && csrfTokenFits(config, binding, existing)) {
      request.csrfToken = existing;
      return;
    }
    const token = mintCsrfToken(config, binding);
    request.csrfToken = token;
    setCsrfCookie(reply, config, token);
  });
}

/**
 * A plain HTML form cannot send headers: the pages that post one (see `FORM_POST_PATHS`) put
 * the same token in a `csrf_token` field, checked exactly like the header.
 */
function formToken(request: FastifyRequest): string | undefined {
  if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return undefined;
  }
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const token: unknown = (body as Record<string, unknown>).csrf_token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * CSRF check on every state-changing request that carries a session cookie, and on those
 * marked `@CsrfProtected()` (sign-in, sign-up, password reset) even without one: the header
 * must equal the cookie (double submit) and be bound to this browser's session, or to its
 * pre-session value when signed out. Endpoints marked `@SkipCsrf()` are exempt (credentials
 * other than the session cookie).
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    const header = request.headers[CSRF_HEADER] ?? formToken(request);
    const binding = bindingOf(request);
    if (typeof cookie !== 'string' || typeof header !== 'string' || !binding) throw csrfFailed();
    const a = Buffer.from(cookie);
    const b = Buffer.from(header);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw csrfFailed();
    if (!csrfTokenFits(this.config, binding, header)) throw csrfFailed();
    return true;
  }
}
