import type { z } from 'zod';

type ShellSchemas = typeof import('./shell-schemas');

/**
 * Parses a response with one of the shell's schemas, loading them beside the request.
 *
 * @example parseLazily('CallView', api<unknown>(`/client_api/listings/${id}/calls/${token}`))
 */
export async function parseLazily<K extends keyof ShellSchemas>(
  schema: K,
  response: Promise<unknown>,
): Promise<z.output<ShellSchemas[K]>> {
  const [schemas, body] = await Promise.all([import('./shell-schemas'), response]);
  return schemas[schema].parse(body) as z.output<ShellSchemas[K]>;
}
