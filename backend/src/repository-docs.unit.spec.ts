import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** README.md and every Markdown file under docs/ (the ADRs). */
function documents(): string[] {
  const found = [join(ROOT, 'README.md')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  return found;
}

/**
 * Material that lives beside the repository, not in it: a clone of the repository has none of
 * it, so the README and the ADRs must say the rule itself rather than point there.
 */
const OUTSIDE = [
  { what: 'a path into ../shared', pattern: /(?:\.\.\/|\/work\/)shared\b|\bshared\/spec\b/ },
  {
    what: 'the architecture or style notes beside the repository',
    pattern: /\b(?:ARCHITECTURE|STYLE)\.md\b/,
  },
  { what: 'a numbered product-spec section', pattern: /\bspec 0\d\d\b/i },
];

describe('the README and docs/ stand on their own', () => {
  const files = documents();

  it('finds the README and the ADRs', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('never point outside the repository for the product rules or the architecture', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { what, pattern } of OUTSIDE) {
            if (pattern.test(line))
              found.push(`${relative(ROOT, file)}:${String(index + 1)} ${what}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('link only to files that exist inside the repository', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = (match[1] ?? '').split('#')[0] ?? '';
        if (!target || /^[a-z]+:/i.test(target)) continue;
        const path = resolve(dirname(file), target);
        const inside = !relative(ROOT, path).startsWith('..');
        if (!inside || !existsSync(path)) broken.push(`${relative(ROOT, file)} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
