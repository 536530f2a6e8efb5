import { z } from 'zod';

/** People who use the product. `visitor` is anyone not signed in. */
export const ROLES = [
  'visitor',
  'customer',
  'advisor',
  'moderator',
  'finance',
  'auditor',
  'admin',
] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Staff roles are granted by an admin, never chosen at sign-up. */
export const STAFF_ROLES = [
  'moderator',
  'finance',
  'auditor',
  'admin',
] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who caused an event: a person in one of the roles, the platform itself (schedulers,
 * process managers) or an outside service reporting billable activity.
 */
export const ActorKind = z.enum([...ROLES, 'system', 'service']);
export type ActorKind = z.infer<typeof ActorKind>;

export const Actor = z.object({ id: z.string().min(1), role: ActorKind });
export type Actor = z.infer<typeof Actor>;
