import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { describeWithContainers } from '../../../test-support/container-runtime.js';
import { ChainedEventStore } from '../chained-event-store.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import { KurrentDbEventLog } from './kurrentdb-event-log.js';

const KURRENTDB_IMAGE = process.env.KURRENTDB_IMAGE ?? 'kurrentplatform/kurrentdb:26.1.1';

await describeWithContainers('KurrentDB event store', () => {
  describeEventStoreContract(`KurrentDB (${KURRENTDB_IMAGE})`, async () => {
    const container: StartedTestContainer = await new GenericContainer(KURRENTDB_IMAGE)
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(
        Wait.forHttp('/health/live', 2113).forStatusCodeMatching(
          (code) => code === 204 || code === 200,
        ),
      )
      .withStartupTimeout(120_000)
      .start();
    const url = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
    const store = new ChainedEventStore(await KurrentDbEventLog.connect(url));
    return {
      store,
      dispose: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
});
