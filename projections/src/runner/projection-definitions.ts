import type { Projection, RebuildComparison } from '../projection.js';
import type { Reactor } from '../reactor.js';
import { describe } from './runner-track.js';

/**
 * Refuses a projection list the runner cannot run: names, versions, event types, ownership;
 * and reactors whose names are taken or who wait for projections the runner does not run.
 */
export function checkDefinitions(
  projections: readonly Projection[],
  reactors: readonly Reactor[] = [],
): void {
  const names = new Set<string>();
  const owners = new Map<string, string>();
  for (const projection of projections) {
    if (!/^[a-z][a-z0-9-]*$/.test(projection.name)) {
      throw new Error(`projection name "${projection.name}" must be kebab-case`);
    }
    if (names.has(projection.name))
      throw new Error(`two projections are named "${projection.name}"`);
    names.add(projection.name);
    if (!Number.isInteger(projection.version) || projection.version < 1) {
      throw new Error(`projection ${projection.name}: version must be a positive integer`);
    }
    if (projection.eventTypes.length === 0)
      throw new Error(`projection ${projection.name} handles no event types`);
    for (const logical of Object.keys(projection.collections)) {
      if (logical.includes('__v') || logical.startsWith('_')) {
        throw new Error(
          `projection ${projection.name}: "${logical}" is not a valid logical collection name`,
        );
      }
      const owner = owners.get(logical);
      if (owner)
        throw new Error(`collection "${logical}" is owned by both ${owner} and ${projection.name}`);
      owners.set(logical, projection.name);
    }
  }
  const projectionNames = new Set(names);
  for (const reactor of reactors) {
    if (!/^[a-z][a-z0-9-]*$/.test(reactor.name)) {
      throw new Error(`reactor name "${reactor.name}" must be kebab-case`);
    }
    if (names.has(reactor.name)) throw new Error(`two tracks are named "${reactor.name}"`);
    names.add(reactor.name);
    if (reactor.eventTypes.length === 0)
      throw new Error(`reactor ${reactor.name} reacts to no event types`);
    for (const name of reactor.after ?? []) {
      if (!projectionNames.has(name))
        throw new Error(
          `reactor ${reactor.name} waits for "${name}", which is not a projection here`,
        );
    }
  }
}

/** The projection's own check of a finished rebuild (null: accepted). */
export async function verify(
  projection: Projection,
  comparison: RebuildComparison,
): Promise<string | null> {
  try {
    return (await projection.verifyRebuild?.(comparison)) ?? null;
  } catch (error) {
    return `verifyRebuild failed: ${describe(error)}`;
  }
}
