// Whether a Jest command runs only some test files, read from its arguments with Jest's own
// option table: jest.config.js then runs every API suite as its own file (suite-groups.js).
import { yargsOptions } from 'jest-cli';
import yargsParser from 'yargs-parser';

/**
 * Whether this Jest command runs only some test files (a path or pattern, related or changed
 * files, watch mode): then every API suite runs as its own file, and no group runs. A pattern
 * naming group files (`.group`) does not count: it runs them.
 *
 * @param {readonly string[]} argv the command's arguments after `jest`
 */
export function runsSomeFiles(argv) {
  /** @type {{ boolean: string[], string: string[], number: string[], array: string[], alias: Record<string, string | string[]> }} */
  const parsing = { boolean: [], string: [], number: [], array: [], alias: {} };
  for (const [name, option] of Object.entries(yargsOptions)) {
    const type = ['boolean', 'number', 'array'].includes(option.type) ? option.type : 'string';
    parsing[type].push(name);
    if (option.alias) parsing.alias[name] = option.alias;
  }
  const parsed = yargsParser([...argv], parsing);
  // `npm test -- group.spec` (or `api-3.group`) runs groups themselves.
  const patterns = [...parsed._, ...(parsed.testPathPatterns ?? [])].map(String);
  return (
    patterns.some((pattern) => !pattern.includes('.group')) ||
    Boolean(parsed.findRelatedTests) ||
    Boolean(parsed.onlyChanged) ||
    Boolean(parsed.changedSince) ||
    Boolean(parsed.lastCommit) ||
    Boolean(parsed.watch)
  );
}
