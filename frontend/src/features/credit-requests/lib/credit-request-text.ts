import { CREDIT_CAP_LABELS, type CreditRequestRow, formatCents } from '@flirtwire/contracts';

/** A person as the screen names them: the login, else the id (an account since erased). */
export function personLabel(login: string | null, id: string | null): string {
  if (id === null) return '—';
  return login ?? id;
}

/**
 * Why a request waits and who asked, in one line: "$40.00 for ann by mod_1, above the
 * per-credit limit".
 */
export function describeCreditRequest(row: CreditRequestRow): string {
  return `${formatCents(row.amount_cents)} for ${personLabel(row.customer_login, row.customer_id)} by ${personLabel(row.requested_by_login, row.requested_by)}, above the ${CREDIT_CAP_LABELS[row.cap]}`;
}

/**
 * Whether the signed-in person may decide the request: never the staff member who asked for
 * it, never its recipient (the server says the same; the screen does not offer what it refuses).
 * Returns the reason when not.
 */
export function whyNotDecide(row: CreditRequestRow, userId: string | undefined): string | null {
  if (row.status !== 'pending') return null;
  if (userId === row.requested_by)
    return 'You asked for this credit: someone else in finance decides it.';
  if (userId === row.customer_id)
    return 'This credit is for your own account: someone else decides it.';
  return null;
}

/** The decision as the decided list shows it: "Approved by fin_1: Checked the call log". */
export function describeDecision(row: CreditRequestRow): string {
  if (row.status === 'pending') return 'Pending';
  const verb = row.status === 'approved' ? 'Approved' : 'Rejected';
  const by = personLabel(row.decided_by_login, row.decided_by);
  return row.decision_note ? `${verb} by ${by}: ${row.decision_note}` : `${verb} by ${by}`;
}
