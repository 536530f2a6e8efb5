import { IDENTITY_MESSAGES, type IdStatus, type WizardStep } from '@flirtwire/contracts';

/** The progress labels of the five steps, in the server's order. */
export const STEP_LABELS: Readonly<Record<WizardStep, string>> = {
  add_phone: 'Phone',
  add_cc: 'Credit Card',
  verify_id: 'ID Verification',
  add_payout_info: 'Payout Info',
  gender: 'Gender',
};

/**
 * What the ID step offers for a status: a verified, exempt or completed ID advances the
 * wizard; a pending check shows Continue; the others show Start.
 */
export function idAction(status: IdStatus): 'advance' | 'continue' | 'start' {
  switch (status) {
    case 'verified':
    case 'exempt':
    case 'completed':
      return 'advance';
    case 'pending':
      return 'continue';
    case 'not_required':
    case 'unverified':
    case 'created':
    case 'failed':
      return 'start';
    default: {
      const unexpected: never = status;
      return unexpected;
    }
  }
}

/** One line about the ID check, for each status. */
export function idStatusText(status: IdStatus): string {
  switch (status) {
    case 'not_required':
    case 'unverified':
      return 'We need to verify your ID before you can offer services.';
    case 'created':
      return 'Your ID verification was started but your documents have not been submitted yet.';
    case 'failed':
      return 'We could not verify your ID. Please start again.';
    case 'pending':
      return 'Your ID is being reviewed. Continue once it has been approved.';
    case 'verified':
      return 'Your ID has been verified.';
    case 'exempt':
      return 'Your account does not need an ID check.';
    case 'completed':
      return 'Your ID verification is complete.';
    default: {
      const unexpected: never = status;
      return unexpected;
    }
  }
}

/** The gender save's 422 answers `inline_error`; anything else gets the general message. */
export function genderError(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'inline_error' in body) {
    const inline = body.inline_error;
    if (typeof inline === 'string' && inline) return inline;
  }
  return IDENTITY_MESSAGES.genderFailed;
}
