import type { IncomingMessage } from 'node:http';

function first(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return one?.split(',')[0]?.trim() || undefined;
}

/**
 * Whether a socket.io request may open a socket: a browser always sends `Origin` on a
 * WebSocket and on a cross-origin request, so a page of another origin (cross-site WebSocket
 * hijacking with the victim's session cookie) is refused, while our own page, the Vite dev
 * proxy (which keeps the Host) and non-browser clients (no Origin, no victim's cookie) pass.
 * The host compared is the one the browser addressed: `X-Forwarded-Host` behind the proxy the
 * app trusts (`trustProxy`), else `Host`.
 */
function isSameOriginSocket(request: IncomingMessage): boolean {
  const origin = first(request.headers.origin);
  if (origin === undefined) return true;
  const host = first(request.headers['x-forwarded-host']) ?? first(request.headers.host);
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false; // `null` (sandboxed frames, file:) and anything unparsable
  }
}

/** socket.io's `allowRequest`: refuses the handshake (HTTP 403) from another origin. */
export function allowSameOriginSocket(
  request: IncomingMessage,
  callback: (error: string | null | undefined, success: boolean) => void,
): void {
  const allowed = isSameOriginSocket(request);
  callback(allowed ? null : 'origin_not_allowed', allowed);
}
