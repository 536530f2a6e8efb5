import { useEffect, useSyncExternalStore } from 'react';
import { isAnyModalOpen, subscribeToModals } from '@/lib/modals';

/** The site-wide prompts that take turns: the cookies banner and the push opt-in. */
export type SitePrompt = 'cookies' | 'push';

/** Who goes first when both wait: the cookies notice (it asks for consent), then push. */
const PROMPT_ORDER: readonly SitePrompt[] = ['cookies', 'push'];

/**
 * The one queue of site-wide prompts: at most one shows, and none while a modal dialog (sign
 * in, sign up, a purchase) is open. The prompt showing keeps its turn until it is answered;
 * then the next waiting one, in PROMPT_ORDER, takes it.
 */
export function promptToShow(input: {
  readonly waiting: ReadonlySet<SitePrompt>;
  readonly showing: SitePrompt | null;
  readonly modalOpen: boolean;
}): SitePrompt | null {
  if (input.modalOpen) return null;
  if (input.showing !== null && input.waiting.has(input.showing)) return input.showing;
  return PROMPT_ORDER.find((prompt) => input.waiting.has(prompt)) ?? null;
}

const waiting = new Set<SitePrompt>();
let showing: SitePrompt | null = null;
const listeners = new Set<() => void>();

function update(): void {
  const next = promptToShow({ waiting, showing, modalOpen: isAnyModalOpen() });
  if (next === showing) return;
  showing = next;
  listeners.forEach((listener) => {
    listener();
  });
}

subscribeToModals(update);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Queues `prompt` while `wanted`; true while it is its turn to show. A prompt that is no
 * longer wanted (answered, or its component gone) leaves the queue.
 */
export function useSitePrompt(prompt: SitePrompt, wanted: boolean): boolean {
  useEffect(() => {
    if (!wanted) return undefined;
    waiting.add(prompt);
    update();
    return () => {
      waiting.delete(prompt);
      update();
    };
  }, [prompt, wanted]);
  return useSyncExternalStore(
    subscribe,
    () => showing === prompt,
    () => false,
  );
}
