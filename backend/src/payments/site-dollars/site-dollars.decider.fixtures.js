export const customerId = '0190a0b0-0000-7000-8000-00000000d001';
export const topUpId = '0190a0b0-0000-7000-8000-00000000d101';
export const creditId = '0190a0b0-0000-7000-8000-00000000d201';
export const feeId = '0190a0b0-0000-7000-8000-00000000d301';
export const feeId2 = '0190a0b0-0000-7000-8000-00000000d302';
export const added = (amountCents, at = '2025-03-15T10:00:00.000Z') => ({
    type: 'SiteDollarsAdded',
    data: { topUpId, customerId, amountCents, gatewayReference: 'ch_1', at },
});
export const fee = (month, amountCents = 200, id = feeId, at = `${month}-01T00:00:00.000Z`) => ({
    type: 'MaintenanceFeeCharged',
    data: { feeId: id, customerId, month, amountCents, at },
});
export const chargeFee = (at, id = feeId) => ({
    type: 'ChargeMaintenanceFee',
    feeId: id,
    customerId,
    at,
});
const caps = { perGrantCents: 2500, perRecipientDayCents: 5000, perStaffDayCents: 10_000 };
export const otherCreditId = (n) => `0190a0b0-0000-7000-8000-00000000d2f${n}`;
export const grant = (amountText, reason = 'Call dropped') => ({
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
export const granted = (amountCents, id = creditId, grantedBy = 'staff-1', at = '2025-04-01T09:00:00.000Z') => ({
    type: 'SatisfactionCreditGranted',
    data: { creditId: id, customerId, amountCents, reason: 'Call dropped', grantedBy, at },
});
export const requested = (amountCents, cap) => ({
    type: 'SatisfactionCreditRequested',
    data: {
        requestId: creditId,
        customerId,
        amountCents,
        reason: 'Call dropped',
        requestedBy: 'staff-1',
        cap,
        at: '2025-04-01T09:00:00.000Z',
    },
});
export const approved = (amountCents) => ({
    type: 'SatisfactionCreditApproved',
    data: {
        requestId: creditId,
        customerId,
        amountCents,
        reason: 'Call dropped',
        requestedBy: 'staff-1',
        approvedBy: 'finance-1',
        note: null,
        at: '2025-04-01T12:00:00.000Z',
    },
});
export const approve = (by) => ({
    type: 'ApproveCreditRequest',
    requestId: creditId,
    customerId,
    approvedBy: by,
    note: null,
    at: '2025-04-01T12:00:00.000Z',
});
export const reject = (by) => ({
    type: 'RejectCreditRequest',
    requestId: creditId,
    customerId,
    rejectedBy: by,
    reason: 'Not covered',
    at: '2025-04-01T12:00:00.000Z',
});
