import type { PlaceCallRequest, PlaceCallResult, TelephonyProvider } from './telephony.port.js';

/** No provider configured (production's default until a real adapter exists): calls fail. */
export class NoTelephony implements TelephonyProvider {
  readonly kind = 'none' as const;

  placeCall(_request: PlaceCallRequest): Promise<PlaceCallResult> {
    return Promise.resolve({ status: 'failed', reason: 'no_provider' });
  }
}
