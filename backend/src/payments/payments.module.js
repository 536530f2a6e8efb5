var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { ChargeDetailHandler } from './reversals/charge-detail/charge-detail.handler.js';
import { ChargeDetailController } from './reversals/charge-detail/charge-detail.http.js';
import { ChargeLookup } from './reversals/charge-lookup.js';
import { RefundChargeHandler } from './reversals/refund-charge/refund-charge.handler.js';
import { RefundChargeController } from './reversals/refund-charge/refund-charge.http.js';
import { ReportChargebackHandler } from './reversals/report-chargeback/report-chargeback.handler.js';
import { ReportChargebackController } from './reversals/report-chargeback/report-chargeback.http.js';
import { SendTipHandler } from './tips/send-tip/send-tip.handler.js';
import { SendTipController } from './tips/send-tip/send-tip.http.js';
import { CreateTributeHandler } from './tributes/create-tribute/create-tribute.handler.js';
import { CreateTributeController } from './tributes/create-tribute/create-tribute.http.js';
import { DeleteTributeHandler } from './tributes/delete-tribute/delete-tribute.handler.js';
import { DeleteTributeController } from './tributes/delete-tribute/delete-tribute.http.js';
import { UpdateTributeHandler } from './tributes/update-tribute/update-tribute.handler.js';
import { UpdateTributeController } from './tributes/update-tribute/update-tribute.http.js';
/** Payments: tips, recurring tributes, refunds and chargebacks. */
// customer transactions
import { CustomerTransactionRows } from './customer-transactions/customer-transaction-rows.js';
import { CustomerTransactionsController } from './customer-transactions/customer-transactions.http.js';
// site dollars
import { AddSiteDollarsHandler } from './site-dollars/add-site-dollars/add-site-dollars.handler.js';
import { AddSiteDollarsController } from './site-dollars/add-site-dollars/add-site-dollars.http.js';
import { GetSiteDollarsController } from './site-dollars/get-site-dollars/get-site-dollars.http.js';
import { SiteDollarsView } from './site-dollars/get-site-dollars/site-dollars-view.js';
import { DecideCreditRequestHandler } from './site-dollars/decide-credit-request/decide-credit-request.handler.js';
import { DecideCreditRequestController } from './site-dollars/decide-credit-request/decide-credit-request.http.js';
import { GrantCreditHandler } from './site-dollars/grant-credit/grant-credit.handler.js';
import { GrantCreditController } from './site-dollars/grant-credit/grant-credit.http.js';
import { ListCreditRequestsController } from './site-dollars/list-credit-requests/list-credit-requests.http.js';
import { MaintenanceFeeJob } from './site-dollars/maintenance-fee.job.js';
import { TopUpReversals } from './site-dollars/top-up-reversals.js';
import { CustomerPaymentsModule } from './customer-payments.module.js';
let PaymentsModule = class PaymentsModule {
};
PaymentsModule = __decorate([
    Module({
        imports: [
            SubscriptionsModule,
            // site dollars: the payment seam
            CustomerPaymentsModule,
        ],
        controllers: [
            SendTipController,
            CreateTributeController,
            UpdateTributeController,
            DeleteTributeController,
            ChargeDetailController,
            RefundChargeController,
            ReportChargebackController,
            // customer transactions
            CustomerTransactionsController,
            // site dollars
            AddSiteDollarsController,
            GetSiteDollarsController,
            GrantCreditController,
            DecideCreditRequestController,
            ListCreditRequestsController,
        ],
        providers: [
            SendTipHandler,
            CreateTributeHandler,
            UpdateTributeHandler,
            DeleteTributeHandler,
            ChargeLookup,
            ChargeDetailHandler,
            RefundChargeHandler,
            ReportChargebackHandler,
            CustomerTransactionRows,
            // site dollars
            AddSiteDollarsHandler,
            GrantCreditHandler,
            DecideCreditRequestHandler,
            SiteDollarsView,
            MaintenanceFeeJob,
            TopUpReversals,
        ],
    })
], PaymentsModule);
export { PaymentsModule };
