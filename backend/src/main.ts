import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.factory.js';

/**
 * `node backend/dist/main.js [serve]`: the app (with projections inline by default).
 * Other commands join as the product grows (`seed`, `projector`).
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
