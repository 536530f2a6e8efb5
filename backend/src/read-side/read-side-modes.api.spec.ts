import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { ProjectionsResponse } from '@flirtwire/contracts';
import { loadConfig } from '../config/app-config.js';
import { Sessions } from '../shared/auth/auth.module.js';
import { startTestApp } from '../test-support/test-app.js';
import { tipTotalsProjection } from '../test-support/tip-projections.js';
import { runProjector } from './projector.js';

describe('where the projection runner runs', () => {
  it('with PROJECTIONS=off, serves what the read store holds and reports the projections idle', async () => {
    const t = await startTestApp({
      env: { PROJECTIONS: 'off' },
      projections: [tipTotalsProjection()],
    });
    try {
      t.app.get(Sessions).use({
        resolve: (token) =>
          Promise.resolve(
            token === 'admin'
              ? { userId: 'a', login: 'admin', roles: ['admin'], sessionId: 's' }
              : null,
          ),
      });
      const response = await t.inject({
        method: 'GET',
        url: '/ops/projections',
        cookies: { fw_session: 'admin' },
      });
      const [row] = response.json<ProjectionsResponse>().projections;
      expect(row).toMatchObject({ name: 'tip-totals', checkpoint: 0, error: null });
      expect(row?.lag).toBe(row?.head);
    } finally {
      await t.close();
    }
  });

  it('refuses PROJECTIONS=worker on the embedded store, which one process holds in memory', async () => {
    await expect(startTestApp({ env: { PROJECTIONS: 'worker' } })).rejects.toThrow(
      /READ_STORE_URL=mongodb/,
    );
  });

  it('refuses to run a separate projector on the embedded store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'projector-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
      await expect(runProjector(config)).rejects.toThrow(/READ_STORE_URL=mongodb/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
