import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { taxExportStreamId } from '@flirtwire/contracts';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { PersonalDataVault } from '../../../infrastructure/personal-data/personal-data-vault.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import type { IdGenerator } from '../../../shared/domain/ids.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import { FinanceLedger } from '../../finance-ledger.js';
import { FILER, TaxFormDocuments } from '../../tax-forms/tax-form-documents.js';
import {
  type FilingFile,
  type FilingPayee,
  fireFile,
  irisCsv,
  LAST_FIRE_YEAR,
} from '../filing-formats.js';

/** The transmitter control code the IRS assigned (FIRE). */
const TRANSMITTER_CONTROL_CODE = '5FW01';

export class ExportFilingCommand extends Command<FilingFile> {
  constructor(
    readonly taxYear: number,
    readonly format: 'fire' | 'iris' | null,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/**
 * The IRS file for a tax year: every form in force that crosses the federal threshold (FIRE up
 * to 2025, IRIS from 2026 unless asked otherwise), with its validation report. Opening the tax
 * ids is recorded (`TaxFilingExported`, who and which forms); the file itself is never stored.
 */
@CommandHandler(ExportFilingCommand)
export class ExportFilingHandler implements ICommandHandler<ExportFilingCommand> {
  constructor(
    private readonly ledger: FinanceLedger,
    private readonly documents: TaxFormDocuments,
    private readonly vault: PersonalDataVault,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ taxYear, format, context }: ExportFilingCommand): Promise<FilingFile> {
    const forms = await this.ledger.forms({ taxYear, status: 'issued', federalFiling: true });
    const payees: FilingPayee[] = [];
    for (const form of forms) {
      const issued = await this.documents.issued(form);
      const detail = await this.documents.detail(form);
      const tin = issued?.taxId
        ? await this.vault.decrypt(issued.primaryPayeeId, issued.taxId.sealedTaxId)
        : null;
      payees.push({
        formId: form._id,
        corrected: form.correctionOf !== null,
        tinKind: issued?.taxId?.kind ?? null,
        tin,
        name: detail.data.payee_name,
        address: [detail.data.address_line1, detail.data.address_line2].filter(Boolean).join(' '),
        city: detail.data.city,
        state: detail.data.state,
        zip: detail.data.zip,
        figures: form.figures,
      });
    }
    const chosen = format ?? (taxYear <= LAST_FIRE_YEAR ? 'fire' : 'iris');
    const file =
      chosen === 'fire'
        ? fireFile(taxYear, FILER, TRANSMITTER_CONTROL_CODE, payees, false)
        : irisCsv(taxYear, FILER, payees);
    const now = this.clock.now();
    await this.store.appendToStream(
      taxExportStreamId(taxYear),
      [
        {
          id: this.ids.next(),
          type: 'TaxFilingExported',
          occurredAt: now.toISOString(),
          data: {
            exportId: this.ids.next(),
            taxYear,
            format: chosen,
            formIds: forms.map((f) => f._id),
            valid: file.report.valid,
            exportedBy: context.actor.id,
          },
          metadata: {
            correlationId: context.correlationId,
            causationId: context.causationId,
            actor: context.actor,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    return file;
  }
}
