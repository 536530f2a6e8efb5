import type { ApiResponseSchemaHost } from '@nestjs/swagger';
import { z } from 'zod';

/** Customer ids per event when an action covers many customers (select-all). */
const CUSTOMER_BATCH = 1_000;

export function batches<T>(items: readonly T[], size = CUSTOMER_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `work` over items with at most `limit` at a time, in order of the results. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const CUSTOMER_PROJECTIONS = ['customer-rows'] as const;

/** A response schema for OpenAPI, from the contract's zod schema. */
export function jsonSchema(schema: z.ZodType): ApiResponseSchemaHost['schema'] {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  });
  return rest as ApiResponseSchemaHost['schema'];
}
