import { randomUUID } from 'node:crypto';

export interface LoggedNotice {
  readonly seq: number;
  readonly cursor: string;
  readonly collection: string;
  readonly ids: readonly string[] | null;
  readonly owner: string | null;
  readonly position: number;
}

export type Replay =
  | { readonly ok: true; readonly notices: readonly LoggedNotice[] }
  | { readonly ok: false; readonly reason: 'cursor-too-old' | 'restarted' };

const DEFAULT_CAPACITY = 10_000;

/**
 * The gateway's bounded memory of recent notices, so a reconnecting socket can resume where it
 * left off. A cursor is `<epoch>:<seq>`: the epoch changes with every start, so a cursor from
 * before a restart (or older than the buffer) asks the client to refetch instead.
 */
export class NoticeLog {
  readonly epoch = randomUUID().slice(0, 8);
  private readonly entries: LoggedNotice[] = [];
  private start = 0;
  private seq = 0;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  append(notice: Omit<LoggedNotice, 'seq' | 'cursor'>): LoggedNotice {
    this.seq++;
    const logged = { ...notice, seq: this.seq, cursor: `${this.epoch}:${this.seq}` };
    if (this.entries.length < this.capacity) {
      this.entries.push(logged);
    } else {
      this.entries[this.start] = logged;
      this.start = (this.start + 1) % this.capacity;
    }
    return logged;
  }

  /** The cursor a client should hold when it has seen everything so far. */
  cursor(): string {
    return `${this.epoch}:${this.seq}`;
  }

  since(cursor: string): Replay {
    const [epoch, text] = cursor.split(':');
    const after = Number(text);
    if (epoch !== this.epoch || !Number.isSafeInteger(after) || after > this.seq) {
      return { ok: false, reason: 'restarted' };
    }
    const oldest =
      this.entries.length === 0 ? this.seq + 1 : (this.entries[this.start] as LoggedNotice).seq;
    if (after < oldest - 1) return { ok: false, reason: 'cursor-too-old' };
    const notices: LoggedNotice[] = [];
    for (let i = 0; i < this.entries.length; i++) {
      const entry = this.entries[(this.start + i) % this.entries.length] as LoggedNotice;
      if (entry.seq > after) notices.push(entry);
    }
    return { ok: true, notices };
  }
}
