import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { DEMO_ADMIN_PASSWORD, DEMO_SIGN_INS } from './identity.seed.js';
import { isSeedScale, SEED_SCALES, type SeedScaleName } from './seed-scales.js';
import { seedDemoData } from './seed.js';

/** `main.js seed --scale small|medium|large|ci [--seed <n>]`: the options, or a usage error. */
function parseSeedArgs(
  args: readonly string[],
  fallback: SeedScaleName,
): { scale: SeedScaleName; seed: number } | string {
  let scale: SeedScaleName = fallback;
  let seed = 1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [name, inline] = arg.split('=', 2);
    const value = inline ?? args[i + 1];
    if (name === '--scale') {
      if (!value || !isSeedScale(value)) return `--scale must be one of ${SEED_SCALES.join(', ')}`;
      scale = value;
      if (inline === undefined) i++;
    } else if (name === '--seed') {
      if (!value || !/^\d{1,9}$/.test(value)) return '--seed must be a whole number';
      seed = Number(value);
      if (inline === undefined) i++;
    } else {
      return `unknown option ${arg}; usage: seed --scale ${SEED_SCALES.join('|')} [--seed <n>]`;
    }
  }
  return { scale, seed };
}

/** True when the embedded event log does not exist yet (a fresh data folder). */
export function isEmptyDataFolder(config: AppConfig): boolean {
  const match = /^sqlite:([^?]+)/.exec(config.eventStoreUrl);
  if (!match?.[1]) return false;
  const file = isAbsolute(match[1]) ? match[1] : resolve(config.dataDir, match[1]);
  if (existsSync(file)) return false;
  return !existsSync(config.dataDir) || !readdirSync(config.dataDir).some((f) => f.endsWith('.db'));
}

/** One sign-in per role, as printed after seeding and listed in the README. */
export function demoSignIns(config: AppConfig): string[] {
  const admin = config.admin.password === null ? DEMO_ADMIN_PASSWORD : '(your ADMIN_PASSWORD)';
  return [
    'Demo sign-ins (login / password):',
    `  customer   ${DEMO_SIGN_INS.customer.login} / ${DEMO_SIGN_INS.customer.password}`,
    `  Flirt      ${DEMO_SIGN_INS.flirt.login} / ${DEMO_SIGN_INS.flirt.password}`,
    `  moderator  ${DEMO_SIGN_INS.moderator.login} / ${DEMO_SIGN_INS.moderator.password}`,
    `  finance    ${DEMO_SIGN_INS.finance.login} / ${DEMO_SIGN_INS.finance.password}`,
    `  auditor    ${DEMO_SIGN_INS.auditor.login} / ${DEMO_SIGN_INS.auditor.password}`,
    `  admin      ${config.admin.login} / ${admin}`,
  ];
}

/** `npm run seed -- --scale ...`: seeds an empty data folder, then prints the sign-ins. */
export async function seedCommand(config: AppConfig, args: readonly string[]): Promise<number> {
  const options = parseSeedArgs(args, config.seedScale);
  if (typeof options === 'string') {
    console.error(options);
    return 64;
  }
  if (!isEmptyDataFolder(config)) {
    console.error(
      `${config.dataDir} already holds data: seeding needs an empty data folder (set DATA_DIR or delete it).`,
    );
    return 65;
  }
  await seedDemoData(config, options);
  for (const line of demoSignIns(config)) console.log(line);
  return 0;
}
