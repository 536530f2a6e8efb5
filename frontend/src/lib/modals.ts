/**
 * The modal dialogs open right now (components/dialog registers each while it is open), so
 * that site-wide prompts (features/site/lib/site-prompts) never show over one.
 */
let open = 0;
const listeners = new Set<() => void>();

/** Counts one modal as open until the returned function is called. */
export function registerOpenModal(): () => void {
  open += 1;
  listeners.forEach((listener) => {
    listener();
  });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    open -= 1;
    listeners.forEach((listener) => {
      listener();
    });
  };
}

export function isAnyModalOpen(): boolean {
  return open > 0;
}

export function subscribeToModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
