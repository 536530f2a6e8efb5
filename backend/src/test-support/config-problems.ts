import { ConfigError } from '../config/app-config.js';

/** The problems a configuration `run` refuses with (ConfigError), none when it loads. */
export function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}
