import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { JoinResult, RealtimeNotice } from '@flirtwire/contracts';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { tip } from '../test-support/customers.js';
import { type TestSignIn, TestSessions } from '../test-support/sessions.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** A changed customer row reaches its Flirt's open grid; a new earning their earnings view. */
describe('My Customers in realtime', () => {
  let t: TestApp;
  let url: string;
  let flirt: TestSignIn;
  let rival: TestSignIn;
  const sockets: Socket[] = [];

  const tokenOf = (who: TestSignIn) => /fw_session=([^;]+)/.exec(who.cookie)?.[1] ?? '';
  const connect = (who: TestSignIn, topics: string[]): Promise<Socket> => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: tokenOf(who), topics },
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => {
        resolve(socket);
      });
      socket.once('connect_error', reject);
    });
  };
  const notices = (socket: Socket) => {
    const received: RealtimeNotice[] = [];
    socket.on('notice', (notice: RealtimeNotice) => received.push(notice));
    return received;
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };

  beforeAll(async () => {
    t = await startTestApp();
    const sessions = TestSessions.install(t);
    flirt = sessions.signIn(['customer', 'advisor']);
    rival = sessions.signIn(['customer', 'advisor']);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('pushes the changed row and the new earning to that Flirt only', async () => {
    const mine = notices(await connect(flirt, [`creator:${flirt.principal.userId}`]));
    const theirs = notices(await connect(rival, [`creator:${rival.principal.userId}`]));
    const customer = uuidv7();
    const position = await tip(t, flirt.principal.userId, customer, 1_234);
    await until(
      () =>
        mine.some((n) => n.collection === 'earnings_days') &&
        mine.some((n) => n.collection === 'customer_rows'),
    );
    expect(mine.find((n) => n.collection === 'customer_rows')).toMatchObject({
      ids: [`${flirt.principal.userId}:${customer}`],
      owner: `creator:${flirt.principal.userId}`,
      position,
    });
    expect(mine.find((n) => n.collection === 'earnings_days')).toMatchObject({
      ids: [`${flirt.principal.userId}:${new Date().toISOString().slice(0, 10)}`],
      owner: `creator:${flirt.principal.userId}`,
    });
    expect(theirs).toEqual([]);
  });

  it('lets a Flirt follow their own rows only, and refuses the topic of another Flirt', async () => {
    const socket = await connect(flirt, []);
    const own = `object:customer_rows:${flirt.principal.userId}:${uuidv7()}`;
    const other = `object:customer_rows:${rival.principal.userId}:${uuidv7()}`;
    expect((await socket.emitWithAck('join', { topic: own })) as JoinResult).toEqual({ ok: true });
    expect((await socket.emitWithAck('join', { topic: other })) as JoinResult).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(
      (await socket.emitWithAck('join', {
        topic: `creator:${rival.principal.userId}`,
      })) as JoinResult,
    ).toEqual({
      ok: false,
      error: 'forbidden',
    });
  });
});
