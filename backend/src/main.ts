import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.factory.js';
import { runRelay } from './infrastructure/bus/relay/run-relay.js';
import { runProjector, runWorker } from './read-side/projector.js';
import { demoSignIns, isEmptyDataFolder, seedCommand } from './seed/seed-cli.js';
import { seedDemoData } from './seed/seed.js';

/**
 * `node backend/dist/main.js [serve]`: the app (with projections inline by default).
 * `node backend/dist/main.js projector`: only the projection runner (the app then runs with
 * PROJECTIONS=worker).
 * `node backend/dist/main.js worker`: a projector consuming Kafka as consumer groups; run several
 * (docs/adr/0124).
 * `node backend/dist/main.js relay`: the event store's log relayed to Kafka (docs/adr/0119).
 * `node backend/dist/main.js seed --scale small|medium|large [--seed n]`: demo data into an empty
 * data folder. `serve` on an empty data folder seeds `SEED_SCALE` first (unless SEED=off).
 */
async function main(): Promise<void> {
  // Whatever the app writes (data files, media, exports, SQLite's temporary files) is for this
  // user only; the stores also set 0600/0700 themselves, for apps started without main.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const role = process.argv[2];
  if (role === 'projector' || role === 'worker' || role === 'relay') {
    const stop =
      role === 'relay'
        ? await runRelay(config)
        : role === 'worker'
          ? await runWorker(config)
          : await runProjector(config);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        void stop().then(() => process.exit(0));
      });
    }
    return;
  }
  if (process.argv[2] === 'seed') {
    process.exit(await seedCommand(config, process.argv.slice(3)));
  }
  const seeded =
    config.seed === 'auto' && config.nodeEnv !== 'production' && isEmptyDataFolder(config);
  if (seeded) {
    console.log(`${config.dataDir} is empty: seeding demo data first (SEED=off to skip).`);
    await seedDemoData(config, { scale: config.seedScale });
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `${config.productName} is listening on ${config.publicUrl}` +
      (config.apiDocs ? ` (API docs at ${config.publicUrl}/docs)` : ''),
  );
  if (seeded) for (const line of demoSignIns(config)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
