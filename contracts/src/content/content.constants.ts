/*
 * Constants of content.events.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

export const SHOUT_PROVIDERS = ['twitter', 'tumblr', 'bluesky'] as const;
