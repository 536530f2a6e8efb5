import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Imports group `number` (from 1) of the API suites a whole run groups (tools/jest/api-groups.js,
 * which jest.config.js hands over as the `apiGroups` global): each suite registers its describe
 * blocks as it would alone, and all of them share this file's module registry, so the app's
 * modules load once for the group.
 */
export async function runApiGroup(number: number): Promise<void> {
  const groups = (globalThis as { apiGroups?: readonly (readonly string[])[] }).apiGroups;
  const suites = groups?.[number - 1];
  if (!suites) throw new Error(`API suite group ${String(number)} is not in this run's config`);
  for (const suite of suites) await import(join(ROOT, suite));
}
