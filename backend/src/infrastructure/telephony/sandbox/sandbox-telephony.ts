import type { Clock } from '../../../shared/domain/clock.js';
import type {
  CallProgress,
  PlaceCallRequest,
  PlaceCallResult,
  TelephonyProvider,
} from '../telephony.port.js';

/** What a tester presses in the sandbox: the provider's part of a call. */
export type SandboxCallAction = 'connect' | 'end' | 'fail';

/**
 * The development and test provider: every call rings until someone presses the sandbox's
 * Connect, End or Fail (POST /sandbox-telephony/calls/{token}), which reports what a real
 * provider's webhook would, stamped with this provider's own clock (the app's clock): a call
 * ended right after it connected lasted that long, whatever the presser claims. Tests lengthen
 * a call by moving that clock (ManualClock), never through the end report. Nobody's phone rings.
 */
export class SandboxTelephony implements TelephonyProvider {
  readonly kind = 'sandbox' as const;

  constructor(private readonly clock: Clock) {}

  placeCall(_request: PlaceCallRequest): Promise<PlaceCallResult> {
    return Promise.resolve({ status: 'ringing' });
  }

  /** The report a provider would send for `action`, at the instant it happens. */
  report(action: SandboxCallAction): CallProgress {
    const at = this.clock.now().toISOString();
    switch (action) {
      case 'connect':
        return { kind: 'connected', at };
      case 'end':
        return { kind: 'ended', at };
      case 'fail':
        return { kind: 'failed', at, reason: 'sandbox' };
      default: {
        const never: never = action;
        return never;
      }
    }
  }
}
