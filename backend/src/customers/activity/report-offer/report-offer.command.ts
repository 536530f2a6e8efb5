import { Command } from '@nestjs/cqrs';
import type {
  ActivityReportResult,
  ReportOfferBody,
  ReportOfferExpiryBody,
  ReportOfferRedemptionBody,
} from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

export type OfferReport =
  | { readonly kind: 'made'; readonly body: ReportOfferBody }
  | {
      readonly kind: 'redeemed';
      readonly offerId: string;
      readonly body: ReportOfferRedemptionBody;
    }
  | { readonly kind: 'expired'; readonly offerId: string; readonly body: ReportOfferExpiryBody };

export class ReportOfferCommand extends Command<ActivityReportResult> {
  constructor(
    readonly report: OfferReport,
    readonly context: RequestContext,
  ) {
    super();
  }
}
