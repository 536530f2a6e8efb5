import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { ChangeNotice } from '@flirtwire/projections';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../test-support/container-runtime.js';
import { acceptTermsAndSetPrice, newFlirt, post } from '../test-support/content.js';
import { signInAdmin } from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { ChangeNotices, ProjectionHost } from './projection-host.js';
import { runProjector } from './projector.js';

const MONGO_IMAGE = process.env.MONGO_IMAGE ?? 'mongo:8.0';

/** Polls `check` until it holds or `timeoutMs` passes (the projector works asynchronously). */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * PROJECTIONS=worker (docs/adr/0099): the app serves, a projector (here a second Nest context
 * in this process, sharing nothing with the app but the event store file and MongoDB) projects
 * and reacts. Notices reach the app's gateway and the reactors run in the projector.
 */
await describeWithContainers('PROJECTIONS=worker beside a projector process on MongoDB', () => {
  let container: StartedMongoDBContainer;
  let t: TestApp;
  let stopProjector: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    container = await new MongoDBContainer(MONGO_IMAGE).start();
    const url = `${container.getConnectionString()}/flirtwire?directConnection=true`;
    t = await startTestApp({ env: { PROJECTIONS: 'worker', READ_STORE_URL: url } });
    stopProjector = await runProjector(t.config);
  }, 180_000);
  afterAll(async () => {
    await stopProjector();
    await t.close();
    await container.stop();
  });

  it('relays the projector’s notices to the gateway, and its reactors onboard a Flirt', async () => {
    const received: ChangeNotice[] = [];
    t.app.get(ChangeNotices).subscribe((batch) => received.push(...batch));
    const admin = await signInAdmin(t);
    const flirt = await newFlirt(t, admin);
    await acceptTermsAndSetPrice(t, flirt);
    expect(
      await eventually(() =>
        received.some(
          (notice) =>
            notice.collection === 'onboarding_facts' && notice.owner === `creator:${flirt.userId}`,
        ),
      ),
    ).toBe(true);
    expect(
      await eventually(async () => {
        const user = await post(t, flirt, 'GET', '/client_api/user');
        return user.json<{ onboarding_step: string }>().onboarding_step === 'has_offering';
      }),
    ).toBe(true);
    const reactors = (await t.app.get(ProjectionHost).status()).filter((row) =>
      ['subscription-reactions', 'onboarding-process', 'event-shouts'].includes(row.name),
    );
    expect(reactors).toHaveLength(3);
  });
});
