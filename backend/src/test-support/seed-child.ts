// Seeds a demo population in its own process, for the harness's shared seeded folder:
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/seed-child.ts <dir> <scale> <seed>
//
// It seeds <dir>/data (the environment startTestApp uses), prints the seed's progress lines and
// writes <dir>/seeded.json: the summary, every line the seed and its app logged (for the
// secrets scan) and the CPU seconds it took (machines are shared: wall time alone says little). Exit code 0 only when all of that is written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { isSeedScale } from '../seed/seed-scales.js';
import { seedDemoData } from '../seed/seed.js';
import { createLogger } from '../shared/logging/logger.js';
import { TEST_ADMIN_PASSWORD } from './test-app.js';

const [dir, scale = '', seedText = ''] = process.argv.slice(2);
if (!dir || !isSeedScale(scale) || !/^\d+$/.test(seedText)) {
  throw new Error('usage: seed-child.ts <dir> <scale> <seed>');
}

const logs: string[] = [];
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: join(dir, 'data'),
  LOG_LEVEL: 'info',
  SEED: 'off',
  SCHEDULER: 'off',
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  PASSWORD_HASHING: 'fast',
});
const summary = await seedDemoData(config, {
  scale,
  seed: Number(seedText),
  log: (line) => {
    logs.push(line);
    process.stdout.write(`${line}\n`);
  },
  logger: createLogger('info', { write: (line: string) => void logs.push(line) }),
});
const cpu = process.cpuUsage();
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
writeFileSync(join(dir, 'seeded.json'), JSON.stringify({ summary, logs, cpuSeconds }));
process.exit(0);
