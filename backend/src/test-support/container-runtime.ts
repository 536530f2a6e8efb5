import { getContainerRuntimeClient } from 'testcontainers';

interface ContainerRuntime {
  readonly available: boolean;
  readonly reason: string;
}

let cached: Promise<ContainerRuntime> | undefined;

/**
 * Whether testcontainers can start containers here. Suites that need a real engine (KurrentDB,
 * MongoDB, Kafka) run only where this is true and print the reason when it is not.
 */
function detectContainerRuntime(): Promise<ContainerRuntime> {
  cached ??= getContainerRuntimeClient()
    .then((client) => ({
      available: true,
      reason: `container runtime: ${client.info.containerRuntime.host}`,
    }))
    .catch((error: unknown) => ({
      available: false,
      reason: `no container runtime (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    }));
  return cached;
}

/**
 * Declares a suite that needs a container runtime. Where none exists, the suite is reported
 * as skipped (never as passed) and the reason is printed.
 */
export async function describeWithContainers(name: string, body: () => void): Promise<void> {
  const { describe, it } = await import('@jest/globals');
  const runtime = await detectContainerRuntime();
  if (runtime.available) {
    describe(name, body);
    return;
  }
  // Straight to stderr: Jest shows no console output for a file whose tests are all skipped.
  process.stderr.write(`SKIPPED ${name}: ${runtime.reason}\n`);
  const skipped = describe.skip;
  skipped(name, () => {
    it(`needs a container runtime: ${runtime.reason}`, () => undefined);
  });
}
