/**
 * The paths the server answers itself (the API, its docs, health, sockets, the social networks'
 * sign-in round trips), never the React app. One list for the server (which serves the app for
 * every other page), the development proxy and the service worker's navigation fallback.
 * Plain data with no imports, so the Vite config can read it too.
 */
export const SERVER_PATH_PREFIXES = [
  '/client_api',
  '/feeds',
  '/finance',
  '/audit',
  '/ops',
  '/service_api',
  '/docs',
  '/health',
  '/socket.io',
  '/sandbox-gateway',
  '/dev',
  // Media files (signed links a person may open in a tab) and the file manager's API.
  '/fm',
  // Social shouts: linking an account is a browser navigation to /auth/{provider} (a redirect
  // to the network and back), and the Bluesky link starts at POST /bluesky/login.
  '/auth',
  '/bluesky',
] as const;

/** App pages under a server prefix: the auditor console lives at /audit/console. */
export const APP_PAGES_UNDER_SERVER_PATHS = ['/audit/console'] as const;

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** Whether the server answers `path` itself (true) or the React app shows it (false). */
export function isServerPath(path: string): boolean {
  if (APP_PAGES_UNDER_SERVER_PATHS.some((page) => under(path, page))) return false;
  return SERVER_PATH_PREFIXES.some((prefix) => under(path, prefix));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The same rule as one pattern per prefix, for tools that take regular expressions. */
export function serverPathPatterns(): RegExp[] {
  return SERVER_PATH_PREFIXES.map((prefix) => {
    const pages = APP_PAGES_UNDER_SERVER_PATHS.filter((page) => page.startsWith(`${prefix}/`))
      .map((page) => `(?!${escape(page.slice(prefix.length))}(?:/|\\?|$))`)
      .join('');
    return new RegExp(`^${escape(prefix)}${pages}(?:/|\\?|$)`);
  });
}
