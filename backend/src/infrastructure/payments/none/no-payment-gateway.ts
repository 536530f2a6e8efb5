import type {
  CardDetails,
  CardVerification,
  ChargeResult,
  PaymentGateway,
  ProcessorRecords,
  RefundResult,
} from '../payment-gateway.port.js';

const NO_PROCESSOR = 'No payment processor is configured.';

/**
 * PAYMENTS_PROCESSOR=none, production's default until a real processor's adapter exists: it
 * knows no card token (adding a card is refused), approves nothing and refunds nothing, so no
 * published test card can ever buy anything.
 */
export class NoPaymentGateway implements PaymentGateway {
  describeToken(): Promise<CardDetails | null> {
    return Promise.resolve(null);
  }

  claimToken(): Promise<CardDetails | null> {
    return Promise.resolve(null);
  }

  verifyCardholder(): Promise<boolean> {
    return Promise.resolve(false);
  }

  verifyCard(): Promise<CardVerification> {
    return Promise.resolve({ status: 'processor_error', message: NO_PROCESSOR });
  }

  charge(): Promise<ChargeResult> {
    return Promise.resolve({ status: 'processor_error', message: NO_PROCESSOR });
  }

  refund(): Promise<RefundResult> {
    return Promise.resolve({ status: 'failed', reason: NO_PROCESSOR });
  }

  /** Nothing was ever charged here. */
  listRecords(): Promise<ProcessorRecords> {
    return Promise.resolve({ charges: [], refunds: [] });
  }
}
