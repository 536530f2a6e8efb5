import { z } from 'zod';

/**
 * Every error the API returns: `{ error: { code, message, fields? } }`. `fields` maps a request
 * field to the spec's message for it.
 */
export const ApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * Where a command's last event landed: read-your-writes passes `position` back as `after`.
 * A command that changed nothing reports the stream as it stands (-1 and 0 for no stream).
 */
export const CommandResult = z.object({
  streamId: z.string(),
  revision: z.number().int().min(-1),
  position: z.number().int().nonnegative(),
});
export type CommandResult = z.infer<typeof CommandResult>;

/** The header a query sets when it could not wait until the requested position. */
export const STALE_READ_HEADER = 'x-read-position-not-reached';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const CORRELATION_ID_HEADER = 'x-correlation-id';
