import { OpenCustomersAsOfHandler } from './as-of/open-customers-as-of.handler.js';
import { CustomersAsOfReplays } from './as-of/customers-as-of.js';
import { CustomerSnapshots } from './as-of/customer-snapshots.js';
import { CustomerSnapshotsJob } from './as-of/customer-snapshots.job.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { FeedbackModule } from '../marketplace/feedback/feedback.module.js';
import { CUSTOMER_ROWS, EARNINGS_DAYS } from '@flirtwire/projections';
import { ObjectAccessPolicies } from '../read-side/realtime/object-access-policies.js';
import { ReportActivityHandler } from './activity/report-activity/report-activity.handler.js';
import { ReportActivityController } from './activity/report-activity/report-activity.http.js';
import { ReportOfferHandler } from './activity/report-offer/report-offer.handler.js';
import { ReportOfferController } from './activity/report-offer/report-offer.http.js';
import { BlockCustomersHandler } from './blocks/block-customers/block-customers.handler.js';
import { BlockCustomersController } from './blocks/block-customers/block-customers.http.js';
import { SendChatMessageHandler } from './chat/send-chat-message/send-chat-message.handler.js';
import { SendChatMessageController } from './chat/send-chat-message/send-chat-message.http.js';
import { SuggestChatMessageController } from './chat/suggest-chat-message/suggest-chat-message.http.js';
import {
  CustomerFeedbackHandler,
  CustomerHistoryHandler,
  CustomerOffersHandler,
  CustomerOverviewHandler,
} from './details/customer-details/customer-details.handler.js';
import { CustomerDetailsController } from './details/customer-details/customer-details.http.js';
import { EarningsHistoryHandler } from './earnings/earnings-history/earnings-history.handler.js';
import { EarningsHistoryController } from './earnings/earnings-history/earnings-history.http.js';
// transaction details
import { TransactionDetailsController } from './earnings/transaction-details/transaction-details.http.js';
import { CustomerTransactionRows } from '../payments/customer-transactions/customer-transaction-rows.js';
import { EarningsInsightsHandler } from './earnings/earnings-insights/earnings-insights.handler.js';
import { EarningsInsightsController } from './earnings/earnings-insights/earnings-insights.http.js';
import { EarningsSeriesHandler } from './earnings/earnings-series/earnings-series.handler.js';
import { EarningsSeriesController } from './earnings/earnings-series/earnings-series.http.js';
import { MailRecipientsHandler } from './mail/mail-recipients/mail-recipients.handler.js';
import { MailRecipientsController } from './mail/mail-recipients/mail-recipients.http.js';
import { SetNoteHandler } from './notes/set-note/set-note.handler.js';
import { SetNoteController } from './notes/set-note/set-note.http.js';
import { CustomerReader } from './read/customer-reader.js';
import { HistoryReader } from './read/history-reader.js';
import { ListSavedSearchesHandler } from './saved-searches/list-saved-searches/list-saved-searches.handler.js';
import { ListSavedSearchesController } from './saved-searches/list-saved-searches/list-saved-searches.http.js';
import { SaveSearchHandler } from './saved-searches/save-search/save-search.handler.js';
import {
  DeleteSavedSearchHandler,
  UpdateSavedSearchHandler,
} from './saved-searches/update-saved-search/update-saved-search.handler.js';
import { UpdateSavedSearchController } from './saved-searches/update-saved-search/update-saved-search.http.js';
import { CustomerLoginsHandler } from './search/customer-logins/customer-logins.handler.js';
import { CustomerLoginsController } from './search/customer-logins/customer-logins.http.js';
import { CustomerModelJob } from './predictions/customer-model.job.js';
import {
  CustomerModelHandler,
  CustomerPredictionHandler,
} from './predictions/customer-prediction/customer-prediction.handler.js';
import { CustomerPredictionController } from './predictions/customer-prediction/customer-prediction.http.js';
import {
  SearchAllCustomersHandler,
  SearchCustomersHandler,
} from './search/search-customers/search-customers.handler.js';
import { SearchCustomersController } from './search/search-customers/search-customers.http.js';
import { GetSegmentsHandler } from './segments/get-segments/get-segments.handler.js';
import { GetSegmentsController } from './segments/get-segments/get-segments.http.js';
import { ServiceTokenGuard } from './service-api/service-token.guard.js';
import { DeleteTagHandler } from './tags/delete-tag/delete-tag.handler.js';
import { DeleteTagController } from './tags/delete-tag/delete-tag.http.js';
import { ListTagsHandler } from './tags/list-tags/list-tags.handler.js';
import { ListTagsController } from './tags/list-tags/list-tags.http.js';
import { RenameTagHandler } from './tags/rename-tag/rename-tag.handler.js';
import { RenameTagController } from './tags/rename-tag/rename-tag.http.js';
import { RemoveTagsHandler, SetTagsHandler } from './tags/set-tags/set-tags.handler.js';
import { SetTagsController } from './tags/set-tags/set-tags.http.js';

/**
 * My Customers and earnings: the service API outside systems report billable activity through;
 * the Flirt's customer grid (search, segments, tags, saved searches, notes, bulk actions,
 * details) and earnings. Read models: projections/src/customers and projections/src/earnings.
 */
@Module({
  // feedback and favorites: the details' feedback tab reads the marketplace's feedback.
  imports: [FeedbackModule],
  controllers: [
    ReportActivityController,
    ReportOfferController,
    // Static paths before `:login` routes.
    SearchCustomersController,
    CustomerPredictionController,
    CustomerLoginsController,
    GetSegmentsController,
    ListTagsController,
    SetTagsController,
    RenameTagController,
    DeleteTagController,
    ListSavedSearchesController,
    UpdateSavedSearchController,
    BlockCustomersController,
    SendChatMessageController,
    SuggestChatMessageController,
    MailRecipientsController,
    EarningsSeriesController,
    EarningsHistoryController,
    EarningsInsightsController,
    // transaction details
    TransactionDetailsController,
    SetNoteController,
    CustomerDetailsController,
  ],
  providers: [
    // The customer's side of a transaction's details (the Flirt's is the earnings history).
    CustomerTransactionRows,
    ServiceTokenGuard,
    CustomerReader,
    CustomersAsOfReplays,
    CustomerSnapshots,
    OpenCustomersAsOfHandler,
    HistoryReader,
    ReportActivityHandler,
    ReportOfferHandler,
    SearchCustomersHandler,
    SearchAllCustomersHandler,
    CustomerLoginsHandler,
    GetSegmentsHandler,
    ListTagsHandler,
    SetTagsHandler,
    RemoveTagsHandler,
    RenameTagHandler,
    DeleteTagHandler,
    SaveSearchHandler,
    ListSavedSearchesHandler,
    UpdateSavedSearchHandler,
    DeleteSavedSearchHandler,
    SetNoteHandler,
    BlockCustomersHandler,
    SendChatMessageHandler,
    MailRecipientsHandler,
    CustomerOverviewHandler,
    CustomerOffersHandler,
    CustomerHistoryHandler,
    CustomerFeedbackHandler,
    EarningsSeriesHandler,
    EarningsHistoryHandler,
    EarningsInsightsHandler,
    // Predicted spend and lapse risk.
    CustomerModelJob,
    CustomerSnapshotsJob,
    CustomerModelHandler,
    CustomerPredictionHandler,
  ],
})
export class CustomersModule implements OnModuleInit {
  constructor(private readonly policies: ObjectAccessPolicies) {}

  /** Realtime object topics: a Flirt may follow their own customer rows and earnings days. */
  onModuleInit(): void {
    const ownRow = (principal: { userId: string }, id: string) =>
      id.startsWith(`${principal.userId}:`);
    this.policies.register(CUSTOMER_ROWS, ownRow);
    this.policies.register(EARNINGS_DAYS, ownRow);
  }
}
