import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

/** Google's reCAPTCHA (the sign-up and sign-in captcha, when RECAPTCHA_SECRET_KEY is set). */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
/** Cloudflare Turnstile (the captcha when TURNSTILE_SECRET is set): its script and its frame. */
const TURNSTILE = 'https://challenges.cloudflare.com/';
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The Content-Security-Policy of every response (docs/adr/0022). Scripts only from our origin
 * (the built app and Swagger UI load no inline script) and reCAPTCHA; styles also inline, since
 * AG Grid injects its theme as <style> elements and React, Recharts and Swagger UI set style
 * attributes; images and media from our origin (signed media URLs are same-origin) plus the
 * data:/blob: URLs of previews; `connect-src 'self'` covers fetch and the socket.io WebSocket
 * on the same host. No page may be framed (`frame-ancestors 'none'`: the payout page).
 */
function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...RECAPTCHA_SCRIPTS, TURNSTILE],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': [...RECAPTCHA_FRAMES, TURNSTILE],
    'worker-src': ["'self'", 'blob:'],
    // Plain-http development would otherwise have every subresource rewritten to https.
    'upgrade-insecure-requests': config.cookieSecure ? [] : null,
  };
}

/**
 * Security headers on every response, as @fastify/helmet computes them (set in an onRequest
 * hook registered before the React app's handler, so index.html carries them too): the CSP
 * above, X-Frame-Options DENY for browsers without frame-ancestors, a strict-origin referrer
 * policy, and HSTS only when the cookies are Secure (COOKIE_SECURE: the app is served over
 * https).
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.cookieSecure
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  registerNoStore(app);
}

/** What any bare response carries without helmet (told apart from helmet's own headers). */
const PROBE_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers helmet sends for these options, computed once: none of ours depends on the
 * request (no CSP nonces), and @fastify/helmet rebuilt the whole helmet middleware, parsing
 * every directive, on every request (a tenth of a /health answer's time). Asked of helmet
 * itself on a throwaway Fastify instance, so helmet stays the one source of the values.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(fastifyHelmet, { ...options, global: true });
    probe.get('/', () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name]) => !PROBE_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/**
 * `Cache-Control: no-store` on every response to a signed-in person that did not choose its
 * own caching: tax forms, payout info, subject exports, payee details and everything else an
 * authenticated API call returns is personal, and must not stay in a shared or disk cache.
 * Responses that choose (signed media URLs, the app's index.html) keep their own header.
 */
function registerNoStore(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.principal && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}
