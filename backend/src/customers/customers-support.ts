import type { ApiResponseSchemaHost } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STALE_READ_HEADER } from '@flirtwire/contracts';
import type { ProjectionHost } from '../read-side/projection-host.js';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../read-side/read-your-writes/read-your-writes.js';
import { ValidationError } from '../shared/errors.js';

/** Customer ids per event when an action covers many customers (select-all). */
export const CUSTOMER_BATCH = 1_000;

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

/**
 * `?after=<position>` for the POST queries (search): waits up to 2 s for the projections to
 * pass it, then answers anyway with `x-read-position-not-reached` (GETs get this from the
 * read-your-writes interceptor).
 */
export async function readAfter(
  host: ProjectionHost,
  request: FastifyRequest,
  reply: FastifyReply,
  projections: readonly string[],
): Promise<void> {
  const raw = (request.query as Record<string, unknown> | undefined)?.after;
  if (raw === undefined) return;
  const text: unknown = Array.isArray(raw) ? (raw as unknown[])[raw.length - 1] : raw;
  const position = typeof text === 'string' && /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(position)) {
    throw new ValidationError({ after: 'after must be an event position (a whole number)' });
  }
  if (!(await host.waitFor(projections, position, READ_YOUR_WRITES_TIMEOUT_MS))) {
    void reply.header(STALE_READ_HEADER, String(position));
  }
}

export const CUSTOMER_PROJECTIONS = ['customer-rows'] as const;
export const EARNINGS_PROJECTIONS = ['earnings', 'customer-rows'] as const;

/** A response schema for OpenAPI, from the contract's zod schema. */
export function jsonSchema(schema: z.ZodType): ApiResponseSchemaHost['schema'] {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  });
  return rest as ApiResponseSchemaHost['schema'];
}
