import { Inject, Injectable } from '@nestjs/common';
import {
  type AuditParameters,
  type AuditParameterValue,
  type AuditQueryKind,
  type AuditRunKind,
  auditStreamId,
} from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import type { RequestContext } from '../../shared/http/request-context.js';
import { auditLogDecider } from './audit-log.decider.js';

/** The auditor behind a request, and the request's correlation id. */
export interface Auditor {
  readonly auditorId: string;
  readonly correlationId: string;
}

export function auditorOf(auditorId: string, context: Pick<RequestContext, 'correlationId'>) {
  return { auditorId, correlationId: context.correlationId } satisfies Auditor;
}

/**
 * Records every auditor request in the auditor's own stream before its answer is sent, so the
 * log shows who looked at what (docs/adr/0070). A request whose record cannot be written is not
 * answered.
 *
 * @example
 * await recorder.query(auditor, 'browse-events', { types: ['TipSent'] }, events.length);
 */
@Injectable()
export class AuditRecorder {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async query(
    auditor: Auditor,
    kind: AuditQueryKind,
    parameters: Readonly<Record<string, unknown>>,
    resultCount: number | null,
    runId: string | null = null,
  ): Promise<void> {
    await this.commands.handle(
      auditStreamId(auditor.auditorId),
      auditLogDecider,
      {
        type: 'RecordQuery',
        auditorId: auditor.auditorId,
        kind,
        parameters: auditParameters(parameters),
        resultCount,
        runId,
      },
      this.context(auditor),
    );
  }

  async completeRun(
    auditor: Auditor,
    run: {
      readonly runId: string;
      readonly kind: AuditRunKind;
      readonly status: 'passed' | 'failed' | 'error';
      readonly summary: Readonly<Record<string, number>>;
      readonly reportSha256: string;
    },
  ): Promise<void> {
    await this.commands.handle(
      auditStreamId(auditor.auditorId),
      auditLogDecider,
      { type: 'CompleteRun', auditorId: auditor.auditorId, ...run },
      this.context(auditor),
    );
  }

  private context(auditor: Auditor) {
    return {
      correlationId: auditor.correlationId,
      causationId: auditor.correlationId,
      actor: { id: auditor.auditorId, role: 'auditor' as const },
      now: this.clock.now(),
    };
  }
}

/** Request parameters as recorded: defined values only, strings and lists clipped. */
export function auditParameters(parameters: Readonly<Record<string, unknown>>): AuditParameters {
  const out: Record<string, AuditParameterValue> = {};
  for (const [key, value] of Object.entries(parameters)) {
    const name = key.slice(0, 60);
    if (value === undefined) continue;
    if (value === null || typeof value === 'boolean') out[name] = value;
    else if (typeof value === 'number') out[name] = Number.isFinite(value) ? value : null;
    else if (typeof value === 'string') out[name] = value.slice(0, 500);
    else if (Array.isArray(value)) {
      out[name] = value.slice(0, 100).map((item) => String(item).slice(0, 200));
    } else out[name] = JSON.stringify(value).slice(0, 500);
  }
  return out;
}
