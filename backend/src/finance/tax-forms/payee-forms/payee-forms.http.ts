import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FIRST_TAX_YEAR,
  type TaxFormDetail,
  type TaxFormListItem,
  Uuid,
} from '@flirtwire/contracts';
import type { TaxFormDoc } from '@flirtwire/projections';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { NotFoundError } from '../../../shared/errors.js';
import { FinanceLedger } from '../../finance-ledger.js';
import { TAX_FORM_ERRORS } from '../tax-form.decider.js';
import { CORRECTED_SHORT_NAME, SHORT_NAME, TaxFormDocuments } from '../tax-form-documents.js';

/**
 * The payee's tax forms (spec 001 §2.8, §3): issued forms of every account sharing their tax
 * id, from tax year 2021; only their own (anyone else's form id answers 404).
 */
@ApiTags('tax forms')
@Controller('client_api/tax_forms')
@Roles()
export class PayeeFormsController {
  constructor(
    private readonly ledger: FinanceLedger,
    private readonly documents: TaxFormDocuments,
  ) {}

  private async own(id: string, userId: string): Promise<TaxFormDoc> {
    const form = await this.ledger.form(id);
    if (
      !form ||
      form.status === 'draft' ||
      !form.payeeIds.includes(userId) ||
      form.taxYear < FIRST_TAX_YEAR
    ) {
      throw new NotFoundError(TAX_FORM_ERRORS.notFound, 'form_not_found');
    }
    return form;
  }

  @Get()
  @ReadsProjections('tax-forms')
  @ApiOperation({ summary: 'Tax form list: id, order_year, short_name (from tax year 2021)' })
  async list(@CurrentPrincipal() principal: Principal): Promise<TaxFormListItem[]> {
    const forms = await this.ledger.forms({
      payeeIds: principal.userId,
      status: { $in: ['issued', 'superseded'] },
      taxYear: { $gte: FIRST_TAX_YEAR },
    });
    return forms.map((f) => ({
      id: f._id,
      order_year: f.taxYear,
      short_name: f.correctionOf ? CORRECTED_SHORT_NAME : SHORT_NAME,
    }));
  }

  @Get(':id')
  @ReadsProjections('tax-forms')
  @ApiOperation({ summary: 'Tax form by id: payee, filer, masked TIN, boxes 1a, 3 and 5a-5l' })
  async detail(
    @Param('id', { schema: Uuid }) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TaxFormDetail> {
    return this.documents.detail(await this.own(id, principal.userId));
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'Copy B as a printable PDF (masked tax id)' })
  async pdf(
    @Param('id', { schema: Uuid }) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<StreamableFile> {
    const form = await this.own(id, principal.userId);
    return new StreamableFile(await this.documents.pdf(form), {
      type: 'application/pdf',
      disposition: `inline; filename="1099-K-${form.taxYear}.pdf"`,
    });
  }
}
