/**
 * Freezes a value and every part of it not frozen yet (a part already frozen is taken as frozen
 * throughout, so a new version sharing frozen parts with an old one walks only what changed).
 * For values handed to several readers at once: one that tries to change it gets a TypeError
 * (in strict mode) instead of changing it for the others.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) deepFreeze(item);
  } else {
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
