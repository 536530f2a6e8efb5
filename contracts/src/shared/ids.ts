import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Any RFC 9562 UUID in lower-case canonical form (v7 for new ids, v8 for ids derived from a key). */
export const Uuid = z.string().regex(UUID, 'must be a UUID');
export type Uuid = z.infer<typeof Uuid>;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
