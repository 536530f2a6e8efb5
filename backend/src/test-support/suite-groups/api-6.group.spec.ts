// Group 6 of the api suites a whole run groups (tools/jest/suite-groups.js): it imports the
// suites jest.config.js lists for it, which register their tests as they would alone.
const { suiteGroups } = globalThis as unknown as { suiteGroups: Record<string, string[][]> };
for (const suite of suiteGroups.api?.[5] ?? []) await import(suite);

export {};
