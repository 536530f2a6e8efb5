import { Injectable } from '@nestjs/common';
import type { AuditEventView, EventEnvelope, PersonalFieldView } from '@flirtwire/contracts';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { AUDITOR_ACCESS, mask, personalKindOf, SEALED_VALUE } from './personal-fields.js';
import { redactSecrets } from './secret-fields.js';

/** A sealed value found in a document, with the subjects whose key may open it (nearest first). */
export interface SealedValue {
  readonly path: string;
  readonly field: string;
  readonly sealed: string;
  readonly subjects: readonly string[];
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
/** Fields that name whose personal data an object holds. */
const SUBJECT_FIELDS = ['userId', 'payeeId', 'subjectId'] as const;

/** The person a stream is about, when its id names one (`user-<id>`: that id). */
export function streamSubject(streamId: string): string | null {
  return UUID_IN_TEXT.exec(streamId)?.[0] ?? null;
}

/**
 * Every sealed value in a JSON value, with its dotted path. An object with a `userId` (or
 * `payeeId`, `subjectId`) makes that the first candidate subject for everything inside it; the
 * stream's subject is the last resort.
 */
export function findSealedValues(value: unknown, fallbackSubject: string | null): SealedValue[] {
  const found: SealedValue[] = [];
  const walk = (node: unknown, path: string, field: string, subjects: readonly string[]) => {
    if (typeof node === 'string') {
      if (SEALED_VALUE.test(node)) found.push({ path, field, sealed: node, subjects });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, path === '' ? String(index) : `${path}.${index}`, field, subjects);
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    let inner = subjects;
    for (const key of SUBJECT_FIELDS) {
      const subject = record[key];
      if (typeof subject === 'string' && subject.length > 0 && !inner.includes(subject)) {
        inner = [subject, ...inner];
      }
    }
    for (const [key, child] of Object.entries(record)) {
      walk(child, path === '' ? key : `${path}.${key}`, key, inner);
    }
  };
  walk(value, '', '', fallbackSubject ? [fallbackSubject] : []);
  return found;
}

/**
 * Shows sealed personal values the way the auditor policy allows (docs/adr/0071): opened with
 * the subject's key and masked, withheld (secrets are never opened), erased once the key was
 * destroyed (crypto-shredding), or unreadable when no candidate subject's key opens it.
 */
@Injectable()
export class PersonalDataMasker {
  constructor(private readonly vault: PersonalDataVault) {}

  async describe(value: unknown, fallbackSubject: string | null): Promise<PersonalFieldView[]> {
    const views: PersonalFieldView[] = [];
    for (const sealed of findSealedValues(value, fallbackSubject)) {
      views.push(await this.view(sealed));
    }
    return views;
  }

  /**
   * The envelope as an auditor sees it: data as stored but for its secret fields (processor
   * tokens), and what each sealed value shows as.
   */
  async eventView(event: EventEnvelope): Promise<AuditEventView> {
    return {
      position: event.position,
      id: event.id,
      type: event.type,
      schemaVersion: event.schemaVersion,
      streamId: event.streamId,
      revision: event.revision,
      occurredAt: event.occurredAt,
      metadata: event.metadata,
      data: redactSecrets(event.data),
      personal: await this.describe(event.data, streamSubject(event.streamId)),
    };
  }

  async eventViews(events: readonly EventEnvelope[]): Promise<AuditEventView[]> {
    const views: AuditEventView[] = [];
    for (const event of events) views.push(await this.eventView(event));
    return views;
  }

  private async view(value: SealedValue): Promise<PersonalFieldView> {
    const kind = personalKindOf(value.field);
    const access = AUDITOR_ACCESS[kind];
    const base = { path: value.path, kind };
    if (access === 'withheld') {
      const subject = value.subjects[0];
      const erased = subject !== undefined && (await this.vault.isErased(subject));
      return { ...base, status: erased ? 'erased' : 'withheld', value: null };
    }
    for (const subject of value.subjects) {
      let clear: string | null;
      try {
        clear = await this.vault.decrypt(subject, value.sealed);
      } catch {
        // Not this subject's value (or no key for them): try the next candidate.
        continue;
      }
      if (clear === null) return { ...base, status: 'erased', value: null };
      return access === 'clear'
        ? { ...base, status: 'clear', value: clear }
        : { ...base, status: 'masked', value: mask(kind, clear) };
    }
    return { ...base, status: 'unreadable', value: null };
  }
}
