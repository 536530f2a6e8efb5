import type { z } from 'zod';
import type * as ResponseSchemaModule from './response-schemas';

type ResponseSchemas = typeof ResponseSchemaModule;

/**
 * Parses a response with one of the first screens' response schemas, loading them beside the request.
 *
 * @example parseLazily('CallView', api<unknown>(`/client_api/listings/${id}/calls/${token}`))
 */
export async function parseLazily<K extends keyof ResponseSchemas>(
  schema: K,
  response: Promise<unknown>,
): Promise<z.output<ResponseSchemas[K]>> {
  const [schemas, body] = await Promise.all([import('./response-schemas'), response]);
  return schemas[schema].parse(body) as z.output<ResponseSchemas[K]>;
}
