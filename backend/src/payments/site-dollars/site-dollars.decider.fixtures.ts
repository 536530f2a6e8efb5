// The site dollars decider specs' shared fixtures: ids, events and commands.
import type { CreditCap, SiteDollarEvent } from '@flirtwire/contracts';
import type {
  SiteDollarsCommand,
  ApproveCreditRequest,
  ChargeMaintenanceFee,
  GrantSatisfactionCredit,
  RejectCreditRequest,
} from './site-dollars.decider.js';

export const customerId = '0190a0b0-0000-7000-8000-00000000d001';
export const topUpId = '0190a0b0-0000-7000-8000-00000000d101';
export const creditId = '0190a0b0-0000-7000-8000-00000000d201';
export const feeId = '0190a0b0-0000-7000-8000-00000000d301';
export const feeId2 = '0190a0b0-0000-7000-8000-00000000d302';

export const added = (amountCents: number, at = '2025-03-15T10:00:00.000Z'): SiteDollarEvent => ({
  type: 'SiteDollarsAdded',
  data: { topUpId, customerId, amountCents, gatewayReference: 'ch_1', at },
});
/** A card top-up of `amountText` (the charge ch_1 made). */
export const addSiteDollars = (
  amountText: string,
): Extract<SiteDollarsCommand, { type: 'AddSiteDollars' }> => ({
  type: 'AddSiteDollars',
  topUpId,
  customerId,
  amountText,
  gatewayReference: 'ch_1',
  at: '2025-03-15T10:00:00.000Z',
});
export const fee = (
  month: string,
  amountCents = 200,
  id = feeId,
  at = `${month}-01T00:00:00.000Z`,
): SiteDollarEvent => ({
  type: 'MaintenanceFeeCharged',
  data: { feeId: id, customerId, month, amountCents, at },
});
export const chargeFee = (at: string, id = feeId): ChargeMaintenanceFee => ({
  type: 'ChargeMaintenanceFee',
  feeId: id,
  customerId,
  at,
});

const caps = { perGrantCents: 2500, perRecipientDayCents: 5000, perStaffDayCents: 10_000 };
export const otherCreditId = (n: string) => `0190a0b0-0000-7000-8000-00000000d2f${n}`;
export const grant = (amountText: string, reason = 'Call dropped'): GrantSatisfactionCredit => ({
  type: 'GrantSatisfactionCredit',
  creditId,
  customerId,
  amountText,
  reason,
  grantedBy: 'staff-1',
  at: '2025-04-01T09:00:00.000Z',
  caps,
  staffCreditedTodayCents: 0,
});
export const granted = (
  amountCents: number,
  id = creditId,
  grantedBy = 'staff-1',
  at = '2025-04-01T09:00:00.000Z',
): SiteDollarEvent => ({
  type: 'SatisfactionCreditGranted',
  data: { creditId: id, customerId, amountCents, reason: 'Call dropped', grantedBy, at },
});
/** The credit request staff-1 made, as its request, approval and rejection events repeat it. */
const creditRequest = (amountCents: number) => ({
  requestId: creditId,
  customerId,
  amountCents,
  requestedBy: 'staff-1',
});
export const requested = (amountCents: number, cap: CreditCap): SiteDollarEvent => ({
  type: 'SatisfactionCreditRequested',
  data: {
    ...creditRequest(amountCents),
    reason: 'Call dropped',
    cap,
    at: '2025-04-01T09:00:00.000Z',
  },
});
export const approved = (amountCents: number): SiteDollarEvent => ({
  type: 'SatisfactionCreditApproved',
  data: {
    ...creditRequest(amountCents),
    reason: 'Call dropped',
    approvedBy: 'finance-1',
    note: null,
    at: '2025-04-01T12:00:00.000Z',
  },
});
/** finance-1's rejection of the request: not covered. */
export const rejected = (amountCents: number): SiteDollarEvent => ({
  type: 'SatisfactionCreditRejected',
  data: {
    ...creditRequest(amountCents),
    rejectedBy: 'finance-1',
    reason: 'Not covered',
    at: '2025-04-01T12:00:00.000Z',
  },
});
export const approve = (by: string): ApproveCreditRequest => ({
  type: 'ApproveCreditRequest',
  requestId: creditId,
  customerId,
  approvedBy: by,
  note: null,
  at: '2025-04-01T12:00:00.000Z',
});
export const reject = (by: string): RejectCreditRequest => ({
  type: 'RejectCreditRequest',
  requestId: creditId,
  customerId,
  rejectedBy: by,
  reason: 'Not covered',
  at: '2025-04-01T12:00:00.000Z',
});
