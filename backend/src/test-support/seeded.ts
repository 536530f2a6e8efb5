import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditRunView, ReplayReport } from '@flirtwire/contracts';
import { AuditRuns } from '../audit/runs/audit-runs.js';
import { loadConfig } from '../config/app-config.js';
import { seedDemoData, type SeedSummary } from '../seed/seed.js';
import { createLogger } from '../shared/logging/logger.js';
import { TEST_ADMIN_PASSWORD, type TestApp } from './test-app.js';

/**
 * Seeds the `ci` demo population into a fresh data folder (the same environment startTestApp
 * uses), capturing the seeding app's log lines for secret scans.
 */
export async function seedFolder(): Promise<{
  dataDir: string;
  summary: SeedSummary;
  logs: string[];
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flirtwire-seeded-'));
  const logs: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED: 'off',
    SCHEDULER: 'off',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PASSWORD_HASHING: 'fast',
  });
  const summary = await seedDemoData(config, {
    scale: 'ci',
    seed: 7,
    log: (line) => logs.push(line),
    logger: createLogger('info', { write: (line: string) => void logs.push(line) }),
  });
  return { dataDir, summary, logs };
}

/** Runs the auditors' replay of every projection (a full rebuild, compared with the live one). */
export async function replayEverything(
  t: TestApp,
  auditorHeaders: Record<string, string>,
): Promise<ReplayReport & { status: string }> {
  const started = await t.inject({
    method: 'POST',
    url: '/audit/replays',
    payload: {},
    headers: auditorHeaders,
  });
  if (started.statusCode !== 202) throw new Error(`replay refused: ${started.body}`);
  const { runId } = started.json<AuditRunView>();
  await t.app.get(AuditRuns).finished(runId);
  const run = (
    await t.inject({ method: 'GET', url: `/audit/runs/${runId}`, headers: auditorHeaders })
  ).json<AuditRunView>();
  return { ...(run.report as ReplayReport), status: run.status };
}
