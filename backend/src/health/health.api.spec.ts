import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signInAdmin } from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('the app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with the event store head position', async () => {
    const response = await t.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      eventStore: { ok: true, headPosition: expect.any(Number) },
    });
  });

  it('mints no CSRF or pre-session cookie for a probe (no page calls /health)', async () => {
    const probe = await t.inject({ method: 'GET', url: '/health' });
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['set-cookie']).toBeUndefined();
    // Pages still get their token from any other answer.
    const page = await t.inject({ method: 'GET', url: '/client_api/csrf' });
    expect(String(page.headers['set-cookie'])).toContain('fw_csrf=');
  });

  it('shows where the data lives only to admins', async () => {
    const anonymous = await t.inject({ method: 'GET', url: '/health' });
    expect(anonymous.body).not.toContain(t.dataDir);
    expect(anonymous.json()).toMatchObject({
      eventStore: { engine: 'sqlite' },
      readStore: { engine: 'embedded' },
    });
    const admin = await signInAdmin(t);
    const detailed = await t.inject({ method: 'GET', url: '/health', headers: admin.headers });
    expect(detailed.json()).toMatchObject({
      eventStore: { engine: expect.stringContaining(t.dataDir) },
    });
  });

  it('serves OpenAPI at /docs', async () => {
    const json = await t.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      paths: { '/health': expect.any(Object) },
    });
    const ui = await t.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });

  it('answers unknown routes with the error shape', async () => {
    const response = await t.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('echoes a correlation id, or makes one, and logs requests with it as JSON', async () => {
    const given = await t.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-correlation-id': 'corr-123' },
    });
    expect(given.headers['x-correlation-id']).toBe('corr-123');
    const made = await t.inject({ method: 'GET', url: '/health' });
    expect(made.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    // One access line per request, once it is answered: what was asked, the status and the time.
    expect(lines.filter((line) => line.correlationId === 'corr-123')).toEqual([
      expect.objectContaining({
        message: 'request completed',
        req: { method: 'GET', url: '/health' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
