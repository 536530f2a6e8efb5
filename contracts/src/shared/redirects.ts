// A module of its own (no schemas): the shell's secondary-auth host needs this check on every
// page, and the first screen should not carry the sign-up rules with it.

/**
 * Only a path on our own site may be a redirect target (no scheme, no host, no `//`), so a
 * crafted return_url or auth_to cannot send a person elsewhere. Browsers drop tab, CR and LF
 * from URLs, so `/\t/evil.example` would be `//evil.example`: any control character (or a
 * backslash, which browsers read as `/`) refuses the whole value. The server and the page both
 * use this one check.
 *
 * @example safeRedirectTarget('/feed/home?x=1') // '/feed/home?x=1'
 * @example safeRedirectTarget('/\t/evil.example') // null
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const target = value.trim();
  if (!target.startsWith('/') || target.length > 2000) return null;
  for (let i = 0; i < target.length; i++) {
    const code = target.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return null;
  }
  if (target.startsWith('//')) return null;
  return target;
}
