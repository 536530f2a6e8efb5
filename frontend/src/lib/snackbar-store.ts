import { create } from 'zustand';

export type Severity = 'success' | 'info' | 'warning' | 'error';

export interface Snackbar {
  readonly id: number;
  readonly severity: Severity;
  readonly message: string;
  /** How long it stays; spec 000 §9: default flash 3000 ms. */
  readonly durationMs: number;
}

interface SnackbarState {
  readonly items: readonly Snackbar[];
  readonly show: (message: string, severity?: Severity, durationMs?: number) => void;
  readonly dismiss: (id: number) => void;
}

/**
 * Spec 000 §4 and §9 flash timings: every flash (global, error, success) closes after 3 s by
 * default; the feed's new-posts flash after 5 s; the scheduled-post flash after 10 s.
 */
export const FLASH_MS = {
  default: 3000,
  feed: 5000,
  scheduledPost: 10_000,
} as const;
const DEFAULT_FLASH_MS = FLASH_MS.default;
let nextId = 1;

/** Flash messages (client state, never persisted). At most three are shown at once. */
export const useSnackbars = create<SnackbarState>()((set) => ({
  items: [],
  show: (message, severity = 'info', durationMs = DEFAULT_FLASH_MS) => {
    set((state) => ({
      items: [
        ...state.items.filter((item) => item.message !== message).slice(-2),
        { id: nextId++, severity, message, durationMs },
      ],
    }));
  },
  dismiss: (id) => {
    set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
  },
}));

/** Shows a snackbar from outside React (query callbacks, the realtime client). */
export function showSnackbar(
  message: string,
  severity: Severity = 'info',
  durationMs: number = DEFAULT_FLASH_MS,
): void {
  useSnackbars.getState().show(message, severity, durationMs);
}
