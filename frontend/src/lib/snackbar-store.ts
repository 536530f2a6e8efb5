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

/** Spec 000 §9 default flash. */
export const DEFAULT_FLASH_MS = 3000;
let nextId = 1;

/** Flash messages (client state, never persisted). At most three are shown at once. */
export const useSnackbars = create<SnackbarState>()((set) => ({
  items: [],
  show: (message, severity = 'info', durationMs = DEFAULT_FLASH_MS) => {
    // Errors stay a little longer than the default flash, so they can be read.
    const duration = severity === 'error' ? Math.max(durationMs, 6000) : durationMs;
    set((state) => ({
      items: [
        ...state.items.filter((item) => item.message !== message).slice(-2),
        { id: nextId++, severity, message, durationMs: duration },
      ],
    }));
  },
  dismiss: (id) => {
    set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
  },
}));

/** Shows a snackbar from outside React (query callbacks, the realtime client). */
export function showSnackbar(message: string, severity: Severity = 'info'): void {
  useSnackbars.getState().show(message, severity);
}
