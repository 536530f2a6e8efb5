import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { fromPercent, percent } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import type { NewEvent } from '../infrastructure/event-store/event-store.port.js';
import {
  type SqliteSynchronous,
  SqliteEventLog,
} from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import {
  PAGE_CACHE_KIB,
  WAL_CHECKPOINT_PAGES,
} from '../infrastructure/read-store/embedded/sqlite-documents.js';

/**
 * One benchmark figure: ours beside the raw engine (or a peer) measured in the same run. The
 * ratio is the result; absolute numbers drift from machine to machine.
 */
export interface Figure {
  readonly figure: string;
  readonly unit: string;
  readonly ours: number;
  readonly peerName: string;
  readonly peer: number | null;
  /** 'higher' when bigger is better (throughput), 'lower' for latency and memory. */
  readonly better: 'higher' | 'lower';
  /** The target as a ratio of ours to the peer, e.g. 0.5 (≥ 50%) or 2 (≤ 2×), or null. */
  readonly target: number | null;
  readonly note?: string;
}

export interface FigureResult extends Figure {
  readonly ratio: number | null;
  readonly met: boolean | null;
}

function evaluate(figure: Figure): FigureResult {
  const ratio = figure.peer === null || figure.peer === 0 ? null : figure.ours / figure.peer;
  const met =
    ratio === null || figure.target === null
      ? null
      : figure.better === 'higher'
        ? ratio >= figure.target
        : ratio <= figure.target;
  return { ...figure, ratio, met };
}

export class BenchReport {
  private readonly results: FigureResult[] = [];
  constructor(readonly suite: string) {}

  add(figure: Figure): FigureResult {
    const result = evaluate(figure);
    this.results.push(result);
    console.log(formatRow(this.suite, result));
    return result;
  }

  /** Prints the table and writes bench-results/<suite>.json for `npm run bench` to merge. */
  finish(): FigureResult[] {
    const dir = process.env.BENCH_RESULTS_DIR ?? join(process.cwd(), 'bench-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${this.suite}.json`),
      JSON.stringify({ suite: this.suite, results: this.results }, null, 2),
    );
    return this.results;
  }
}

function fmt(value: number | null): string {
  if (value === null) return '—';
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  return value.toPrecision(3);
}

function formatRow(suite: string, r: FigureResult): string {
  const target =
    r.target === null
      ? '—'
      : r.better === 'higher'
        ? `≥ ${fmt(percent(r.target))}%`
        : `≤ ${fmt(r.target)}×`;
  const ratio =
    r.ratio === null
      ? '—'
      : r.better === 'higher'
        ? `${fmt(percent(r.ratio))}%`
        : `${fmt(r.ratio)}×`;
  const verdict = r.met === null ? '' : r.met ? 'met' : 'MISSED';
  return `[${suite}] ${r.figure}: ours ${fmt(r.ours)} ${r.unit} | ${r.peerName} ${fmt(r.peer)} | ratio ${ratio} | target ${target} ${verdict}`;
}

/** Runs `fn` `count` times and returns per-call latencies in milliseconds. */
export async function latencies(count: number, fn: (i: number) => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    out.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return out;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil(fromPercent(p) * sorted.length) - 1),
  );
  return sorted[index] ?? Number.NaN;
}

/** Seconds `fn` takes. */
async function elapsedSeconds(fn: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * Two contenders in alternating rounds (which goes first alternates too, the peer first in the
 * first round), so both see the same machine load: on a shared machine a load spike during one
 * contender's only run would otherwise decide the ratio. Answers each round's two results.
 */
export async function alternating<T>(
  rounds: number,
  ours: (round: number) => Promise<T>,
  peer: (round: number) => Promise<T>,
): Promise<{ ours: T; peer: T }[]> {
  const results: { ours: T; peer: T }[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      const p = await peer(round);
      results.push({ ours: await ours(round), peer: p });
    } else {
      const o = await ours(round);
      results.push({ ours: o, peer: await peer(round) });
    }
  }
  return results;
}

/**
 * Rates of two contenders run in alternating rounds (`alternating`). Returns operations per
 * second for each.
 */
export async function interleavedThroughput(
  rounds: number,
  operationsPerRound: number,
  ours: (round: number) => unknown,
  peer: (round: number) => unknown,
): Promise<{ ours: number; peer: number }> {
  const timed = await alternating(
    rounds,
    (round) => elapsedSeconds(() => ours(round)),
    (round) => elapsedSeconds(() => peer(round)),
  );
  const operations = rounds * operationsPerRound;
  const sum = (seconds: readonly number[]) => seconds.reduce((a, b) => a + b, 0);
  return {
    ours: operations / sum(timed.map((t) => t.ours)),
    peer: operations / sum(timed.map((t) => t.peer)),
  };
}

/** Operations per second of `fn` doing `operations` operations. */
export async function throughput(operations: number, fn: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return operations / seconds;
}

/** A $5 tip from `actor` to `creatorId` (by default a creator of its own): the benches' event. */
export function benchTip(
  actor: { readonly id: string; readonly role: 'customer' },
  creatorId?: string,
): NewEvent {
  const id = uuidv7();
  return {
    id,
    type: 'TipSent',
    occurredAt: new Date().toISOString(),
    metadata: { correlationId: id, causationId: id, actor },
    data: {
      tipId: id,
      customerId: actor.id,
      creatorId: creatorId ?? id,
      amountCents: 500,
      platformFeeCents: 150,
      message: 'thanks for the call',
      listingId: null,
      fromChat: false,
    },
  };
}

/**
 * Our event store on a SQLite file, as the app opens it (`events`), with its log (`log`) for
 * the raw reads a bench compares it with.
 */
export function openEventStore(
  file: string,
  synchronous: SqliteSynchronous = 'NORMAL',
): { readonly log: SqliteEventLog; readonly events: ChainedEventStore } {
  const log = new SqliteEventLog({ file, synchronous });
  return { log, events: new ChainedEventStore(log) };
}

/**
 * A raw SQLite file for a peer, on the embedded read store's settings (WAL, synchronous
 * NORMAL, its page cache and checkpoint size), so the comparison is engine to engine.
 */
export function openRawSqlite(file: string): Database.Database {
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  raw.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  return raw;
}
