import type { PlaceCallRequest, PlaceCallResult, TelephonyProvider } from '../telephony.port.js';

/**
 * The development and test provider: every call rings until someone presses the sandbox's
 * Connect, End or Fail (POST /sandbox-telephony/calls/{token}), which reports what a real
 * provider's webhook would. Nobody's phone rings.
 */
export class SandboxTelephony implements TelephonyProvider {
  readonly kind = 'sandbox' as const;

  placeCall(_request: PlaceCallRequest): Promise<PlaceCallResult> {
    return Promise.resolve({ status: 'ringing' });
  }
}
