/**
 * The identity-document check provider (spec 002 §4 ID statuses).
 *
 * @example
 * const started = await ids.start(userId, verificationId);
 * // started.status === 'pending' → wait for the provider (or an admin) to decide
 */
export interface IdVerifier {
  start(
    userId: string,
    verificationId: string,
  ): Promise<{
    readonly providerReference: string;
    /** created: the person still has to submit documents; pending: waiting for a decision. */
    readonly status: 'created' | 'pending';
    readonly verificationUrl: string | null;
  }>;
}

export const ID_VERIFIER = Symbol('IdVerifier');

/**
 * Development adapter: starting a check moves it to pending at once; an admin approves
 * (verified) or rejects (failed) it with POST /client_api/admin/users/{id}/id_verification.
 */
export class DevelopmentIdVerifier implements IdVerifier {
  start(
    _userId: string,
    verificationId: string,
  ): Promise<{ providerReference: string; status: 'pending'; verificationUrl: null }> {
    return Promise.resolve({
      providerReference: `dev-${verificationId}`,
      status: 'pending',
      verificationUrl: null,
    });
  }
}
