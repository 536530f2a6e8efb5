// Group 1 of the unit suites a whole run groups (tools/jest/suite-groups.js): it imports the
// suites jest.config.js lists for it, which register their tests as they would alone.
const { suiteGroups } = globalThis as unknown as { suiteGroups: Record<string, string[][]> };
for (const suite of suiteGroups.unit?.[0] ?? []) await import(suite);

export {};
