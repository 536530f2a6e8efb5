import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FRONTEND_DIST } from './frontend.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface NestCliConfig {
  readonly sourceRoot: string;
  readonly entryFile: string;
  readonly compilerOptions: {
    readonly tsConfigPath: string;
    readonly builder: { readonly type: string; readonly options: { readonly swcrcPath: string } };
  };
}

describe('nest-cli.json at the top of the repository', () => {
  const config = JSON.parse(readFileSync(join(ROOT, 'nest-cli.json'), 'utf8')) as NestCliConfig;

  it('points the Nest CLI at the backend: its source root, entry file, tsconfig and swc settings exist', () => {
    expect(existsSync(join(ROOT, config.sourceRoot, `${config.entryFile}.ts`))).toBe(true);
    expect(existsSync(join(ROOT, config.compilerOptions.tsConfigPath))).toBe(true);
    expect(config.compilerOptions.builder.type).toBe('swc');
    expect(existsSync(join(ROOT, config.compilerOptions.builder.options.swcrcPath))).toBe(true);
  });

  it('has the Nest CLI installed, so `npx nest` runs from the top', () => {
    const require = createRequire(join(ROOT, 'package.json'));
    expect(() => require.resolve('@nestjs/cli/package.json')).not.toThrow();
  });
});

describe('the built dashboard', () => {
  it('is looked up at <repo>/frontend/dist whatever folder the backend was compiled into', () => {
    expect(DEFAULT_FRONTEND_DIST).toBe(join(ROOT, 'frontend', 'dist'));
  });
});
