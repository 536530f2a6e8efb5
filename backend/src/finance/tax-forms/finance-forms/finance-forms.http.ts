import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  type FinanceFormView,
  type FinancePayeeRow,
  FIRST_TAX_YEAR,
  JurisdictionParam,
  parseMoneyText,
  RevealTaxIdBody,
  SetThresholdBody,
  TaxYearParam,
  type ThresholdView,
  TaxFormTrace,
  Uuid,
} from '@flirtwire/contracts';
import { TAX_LEDGER_ENTRIES, type TaxLedgerEntryDoc } from '@flirtwire/projections';
import { z } from 'zod';
import { ReadModels } from '../../../read-side/read-models.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { Roles } from '../../../shared/auth/roles.guard.js';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { Inject } from '@nestjs/common';
import { ExportFilingCommand } from '../../exports/export-filing/export-filing.handler.js';
import type { ValidationReport } from '../../exports/filing-formats.js';
import { FinanceLedger } from '../../finance-ledger.js';
import {
  RevealTaxIdCommand,
  type RevealedTaxId,
} from '../../payout/reveal-tax-id/reveal-tax-id.handler.js';
import { SetThresholdCommand } from '../../thresholds/set-threshold/set-threshold.handler.js';
import { CorrectFormCommand, GenerateFormsCommand, IssueFormCommand } from '../form-commands.js';
import { payeeFormStatus, TAX_FORM_ERRORS } from '../tax-form.decider.js';
import { TaxFormDocuments } from '../tax-form-documents.js';
import { traceForm } from '../tax-form-trace.js';

const ExportQuery = z.object({ format: z.enum(['fire', 'iris']).optional() });
const result = (o: CommandOutcome): CommandResult => ({
  streamId: o.streamId,
  revision: o.revision,
  position: o.position,
});

/**
 * The finance console's API (role finance): years, payees over each threshold and why, forms
 * (generate, review, issue, correct), the events behind every box, thresholds, tax id reveal
 * (recorded with who and why) and the IRS export with its validation report.
 */
@ApiTags('finance')
@Controller('finance')
@Roles('finance')
export class FinanceFormsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly ledger: FinanceLedger,
    private readonly documents: TaxFormDocuments,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('tax_years')
  @ApiOperation({ summary: 'Tax years from 2021 to this year, with forms issued' })
  async years(): Promise<{ years: { tax_year: number; forms_issued: number; drafts: number }[] }> {
    const last = this.clock.now().getUTCFullYear();
    const forms = await this.ledger.forms({});
    const years = [];
    for (let year = last; year >= FIRST_TAX_YEAR; year--) {
      const of = forms.filter((f) => f.taxYear === year);
      years.push({
        tax_year: year,
        forms_issued: of.filter((f) => f.status === 'issued').length,
        drafts: of.filter((f) => f.status === 'draft').length,
      });
    }
    return { years };
  }

  @Get('tax_years/:year/payees')
  @ReadsProjections('tax-ledger', 'tax-forms')
  @ApiOperation({
    summary: 'Payees with payments in the year: figures, thresholds crossed and why, form status',
  })
  async payees(
    @Param('year', { schema: TaxYearParam }) year: number,
  ): Promise<{ rows: FinancePayeeRow[] }> {
    const groups = await this.ledger.groups(year);
    const forms = await this.ledger.forms({ taxYear: year });
    const rows: FinancePayeeRow[] = [];
    for (const group of groups) {
      const mine = this.ledger.formsOf(group, forms);
      const inForce = mine.filter((f) => f.status === 'issued').pop() ?? null;
      const draft = mine.find((f) => f.status === 'draft') ?? null;
      const { status, reasons, noFormReason } = payeeFormStatus({
        forms: mine,
        figures: group.figures,
        crossed: group.crossed.length > 0,
        eligibility: group.eligibility,
        payeeChanged: inForce
          ? await this.documents.payeeChanged(inForce, group.primaryPayeeId)
          : false,
      });
      rows.push({
        filing_key: group.filingKey,
        payee_ids: group.payeeIds,
        logins: await this.ledger.logins(group.payeeIds),
        tax_id: group.taxId,
        state: group.state,
        country: group.country,
        taxable_status: group.taxableStatus,
        eligibility: group.eligibility.code,
        no_form_reason: noFormReason,
        correction_reasons: reasons,
        form_ids: mine.map((f) => f._id),
        gross_cents: group.figures.grossCents,
        transactions: group.figures.transactions,
        crossed: group.crossed.map((c) => c.jurisdiction),
        why: group.verdicts.map((v) => v.why),
        federal_filing: group.federalFiling,
        status,
        form_id: draft?._id ?? inForce?._id ?? null,
        issued_gross_cents: inForce?.figures.grossCents ?? null,
      });
    }
    return { rows };
  }

  @Post('tax_years/:year/forms')
  @HttpCode(200)
  @ApiOperation({ summary: 'Generate (draft) the year’s forms from the ledger' })
  generate(
    @Param('year', { schema: TaxYearParam }) year: number,
    @ReqContext() context: RequestContext,
  ): Promise<{ drafted: number; position: number }> {
    return this.commands.execute(new GenerateFormsCommand(year, context));
  }

  @Get('tax_years/:year/forms')
  @ReadsProjections('tax-forms', 'tax-ledger')
  @ApiOperation({
    summary: 'Every form of the year (drafts, issued, superseded) with issued and current figures',
  })
  async forms(
    @Param('year', { schema: TaxYearParam }) year: number,
  ): Promise<{ forms: FinanceFormView[] }> {
    const forms = await this.ledger.forms({ taxYear: year });
    return { forms: await Promise.all(forms.map((f) => this.documents.financeView(f))) };
  }

  @Get('tax_forms/:id')
  @ReadsProjections('tax-forms', 'tax-ledger')
  @ApiOperation({ summary: 'A form: issued figures and the ledger’s current figures side by side' })
  async form(@Param('id', { schema: Uuid }) id: string): Promise<FinanceFormView> {
    const form = await this.ledger.form(id);
    if (!form) throw new NotFoundError(TAX_FORM_ERRORS.notFound, 'form_not_found');
    return this.documents.financeView(form);
  }

  @Post('tax_forms/:id/issue')
  @HttpCode(200)
  @ApiOperation({ summary: 'Issue a reviewed draft (its figures never change after)' })
  async issue(
    @Param('id', { schema: Uuid }) id: string,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return result(await this.commands.execute(new IssueFormCommand(id, context)));
  }

  @Post('tax_forms/:id/correct')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Issue a corrected form with the current figures; the issued one stays',
  })
  async correct(
    @Param('id', { schema: Uuid }) id: string,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { form_id: string | null }> {
    const outcome = await this.commands.execute(new CorrectFormCommand(id, context));
    const issued = outcome.events.find((e) => e.type === 'TaxFormIssued');
    return {
      ...result(outcome),
      form_id: issued ? (issued.data as { formId: string }).formId : null,
    };
  }

  @Get('tax_forms/:id/trace')
  @ReadsProjections('tax-forms', 'tax-ledger')
  @ApiOperation({
    summary:
      'The events behind every box of a form (1a, 3, 5a-5l), up to the ledger position it was made at',
  })
  async trace(@Param('id', { schema: Uuid }) id: string): Promise<TaxFormTrace> {
    const form = await this.ledger.form(id);
    if (!form) throw new NotFoundError(TAX_FORM_ERRORS.notFound, 'form_not_found');
    const docs = await this.readModels
      .collection<TaxLedgerEntryDoc>(TAX_LEDGER_ENTRIES)
      .find(
        {
          payeeId: { $in: form.payeeIds },
          taxYear: form.taxYear,
          position: { $lte: form.ledgerPosition },
        },
        { sort: { position: 1 } },
      )
      .toArray();
    return TaxFormTrace.parse(traceForm(id, form.figures, docs));
  }

  @Get('tax_forms/:id/pdf')
  @ApiOperation({ summary: 'Copy B as a PDF (masked tax id)' })
  async pdf(@Param('id', { schema: Uuid }) id: string): Promise<StreamableFile> {
    const form = await this.ledger.form(id);
    if (!form || form.status === 'draft')
      throw new NotFoundError(TAX_FORM_ERRORS.notFound, 'form_not_found');
    return new StreamableFile(await this.documents.pdf(form), {
      type: 'application/pdf',
      disposition: `inline; filename="1099-K-${form.taxYear}-${id}.pdf"`,
    });
  }

  @Post('payees/:payeeId/tax_id/reveal')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reveal a payee’s tax id in clear, with a reason (recorded: who and why)',
  })
  reveal(
    @Param('payeeId', { schema: Uuid }) payeeId: string,
    @Body({ schema: RevealTaxIdBody }) body: RevealTaxIdBody,
    @ReqContext() context: RequestContext,
  ): Promise<RevealedTaxId> {
    return this.commands.execute(
      new RevealTaxIdCommand(payeeId, body.reason, body.form_id ?? null, context),
    );
  }

  @Get('thresholds/:year')
  @ApiOperation({ summary: 'The year’s thresholds by jurisdiction (defaults and finance’s edits)' })
  async thresholds(
    @Param('year', { schema: TaxYearParam }) year: number,
  ): Promise<{ thresholds: ThresholdView[] }> {
    const { rules, edited } = await this.ledger.thresholds(year);
    return {
      thresholds: rules.map((rule) => ({ ...rule, edited: edited.has(rule.jurisdiction) })),
    };
  }

  @Put('thresholds/:year/:jurisdiction')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit one year’s threshold for one jurisdiction' })
  async setThreshold(
    @Param('year', { schema: TaxYearParam }) year: number,
    @Param('jurisdiction', { schema: JurisdictionParam })
    jurisdiction: z.infer<typeof JurisdictionParam>,
    @Body({ schema: SetThresholdBody }) body: SetThresholdBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return result(
      await this.commands.execute(
        new SetThresholdCommand(
          {
            taxYear: year,
            jurisdiction,
            // The body's schema admits only amounts parseMoneyText reads.
            minGrossCents: parseMoneyText(body.min_gross) ?? 0,
            grossComparison: body.gross_comparison,
            minTransactions: body.min_transactions,
            transactionsComparison: body.transactions_comparison,
            note: body.note,
          },
          context,
        ),
      ),
    );
  }

  @Get('tax_years/:year/export')
  @ApiOperation({
    summary:
      'The IRS file for the year: FIRE (Pub 1220) up to 2025, IRIS CSV from 2026; with a validation report',
  })
  async export(
    @Param('year', { schema: TaxYearParam }) year: number,
    @Query({ schema: ExportQuery }) query: z.infer<typeof ExportQuery>,
    @ReqContext() context: RequestContext,
  ): Promise<{
    format: string;
    file_name: string;
    media_type: string;
    content: string;
    report: ValidationReport;
  }> {
    const file = await this.commands.execute(
      new ExportFilingCommand(year, query.format ?? null, context),
    );
    return {
      format: file.format,
      file_name: file.fileName,
      media_type: file.mediaType,
      content: file.content,
      report: file.report,
    };
  }
}
