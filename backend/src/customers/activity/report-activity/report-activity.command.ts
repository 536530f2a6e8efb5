import { Command } from '@nestjs/cqrs';
import type {
  ActivityReportResult,
  ReportAffiliateReferralBody,
  ReportCallBody,
  ReportChatVolleyBody,
  ReportGoodiesSaleBody,
  ReportMessageBody,
  ReportPaidMailBody,
} from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** One completed activity as an outside system reports it. */
export type ActivityReport =
  | { readonly kind: 'call'; readonly body: ReportCallBody }
  | { readonly kind: 'chat-volley'; readonly body: ReportChatVolleyBody }
  | { readonly kind: 'paid-mail'; readonly body: ReportPaidMailBody }
  | { readonly kind: 'goody-sale'; readonly body: ReportGoodiesSaleBody }
  | { readonly kind: 'message'; readonly body: ReportMessageBody }
  | { readonly kind: 'affiliate-referral'; readonly body: ReportAffiliateReferralBody };

export class ReportActivityCommand extends Command<ActivityReportResult> {
  constructor(
    readonly report: ActivityReport,
    readonly context: RequestContext,
  ) {
    super();
  }
}
