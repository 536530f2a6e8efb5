import { describe, expect, it } from '@jest/globals';
import { NoticeLog } from './notice-log.js';

const notice = (position: number) => ({
  collection: 'c',
  ids: [`d${position}`],
  owner: null,
  position,
});

describe('notice log', () => {
  it('replays what came after a cursor', () => {
    const log = new NoticeLog(10);
    const first = log.append(notice(1));
    log.append(notice(2));
    log.append(notice(3));
    const replay = log.since(first.cursor);
    expect(replay.ok && replay.notices.map((n) => n.position)).toEqual([2, 3]);
    expect(log.since(log.cursor())).toEqual({ ok: true, notices: [] });
  });

  it('asks for a refetch once the cursor has fallen out of the buffer', () => {
    const log = new NoticeLog(3);
    const first = log.append(notice(1));
    const second = log.append(notice(2));
    for (let p = 3; p <= 5; p++) log.append(notice(p));
    expect(log.since(first.cursor)).toEqual({ ok: false, reason: 'cursor-too-old' });
    // Seen up to 2, and 3..5 are all still held: nothing was lost.
    const fromSecond = log.since(second.cursor);
    expect(fromSecond.ok && fromSecond.notices.map((n) => n.position)).toEqual([3, 4, 5]);
  });

  it('asks for a refetch for a cursor of another run', () => {
    const log = new NoticeLog();
    log.append(notice(1));
    expect(log.since('0000000:1')).toEqual({ ok: false, reason: 'restarted' });
    expect(log.since('garbage')).toEqual({ ok: false, reason: 'restarted' });
  });
});
