import { SetMetadata } from '@nestjs/common';

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
