import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.factory.js';
import { runProjector } from './read-side/projector.js';

/**
 * `node backend/dist/main.js [serve]`: the app (with projections inline by default).
 * `node backend/dist/main.js projector`: only the projection runner (the app then runs with
 * PROJECTIONS=worker). Other commands join as the product grows (`seed`).
 */
async function main(): Promise<void> {
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
  if (process.argv[2] === 'projector') {
    const stop = await runProjector(config);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        void stop().then(() => process.exit(0));
      });
    }
    return;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `${config.productName} is listening on ${config.publicUrl} (API docs at ${config.publicUrl}/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
