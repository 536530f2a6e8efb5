import { z } from 'zod';

/** The event a projection could not apply; it stopped there. */
export const ProjectionFailure = z.object({
  message: z.string(),
  position: z.number().int(),
  eventId: z.string(),
  type: z.string(),
});
export type ProjectionFailure = z.infer<typeof ProjectionFailure>;

export const PROJECTION_STATES = [
  'starting',
  'catching-up',
  'live',
  'error',
  'stopped',
  'rebuilding',
] as const;

/** One row of GET /ops/projections, also pushed live to admins on the `ops` topic. */
export const ProjectionStatusRow = z.object({
  name: z.string(),
  /** The version serving queries. */
  version: z.number().int(),
  status: z.enum(PROJECTION_STATES),
  checkpoint: z.number().int(),
  head: z.number().int(),
  /** Head position minus checkpoint. */
  lag: z.number().int(),
  error: ProjectionFailure.nullable(),
  rebuild: z
    .object({
      version: z.number().int(),
      status: z.enum([...PROJECTION_STATES, 'refused']),
      checkpoint: z.number().int(),
      lag: z.number().int(),
      error: ProjectionFailure.nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /**
   * A track fed by the event bus (docs/adr/0124): each partition it has applied events of
   * (`<topic>#<partition>`), with its checkpoint and the head minus it, slowest first. Absent for
   * a track that reads the log.
   */
  partitions: z
    .array(
      z.object({
        partition: z.string(),
        checkpoint: z.number().int(),
        lag: z.number().int(),
      }),
    )
    .optional(),
});
export type ProjectionStatusRow = z.infer<typeof ProjectionStatusRow>;

export const ProjectionsResponse = z.object({ projections: z.array(ProjectionStatusRow) });
export type ProjectionsResponse = z.infer<typeof ProjectionsResponse>;
