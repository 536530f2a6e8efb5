import type { Role } from '@flirtwire/contracts';

/** The signed-in person behind a request or a socket. Visitors have no principal. */
export interface Principal {
  readonly userId: string;
  readonly login: string;
  /** Every role the person holds (a Flirt is also a customer; staff roles come from an admin). */
  readonly roles: readonly Role[];
  readonly sessionId: string;
}

export function hasRole(
  principal: Principal | null | undefined,
  ...roles: readonly Role[]
): boolean {
  return !!principal && roles.some((role) => principal.roles.includes(role));
}

/**
 * Finds the principal for a session token (from the session cookie or a socket handshake).
 * The identity module provides the real one; until then nobody is signed in.
 */
export interface SessionResolver {
  resolve(token: string | undefined): Promise<Principal | null>;
}

export const SESSION_COOKIE = 'fw_session';

export const nobodySignedIn: SessionResolver = { resolve: () => Promise.resolve(null) };

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal | null;
  }
}
