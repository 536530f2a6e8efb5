import { createContext, useContext } from 'react';

/**
 * The card modals other screens open (spec 000 §2: manage-cards, retry-subscribe and
 * pick-a-new-card). The cards feature provides them (mounted once in the shell); subscribing and
 * tipping only ask for them here, so no feature imports another.
 */
export interface CardDialogs {
  /** Opens the manage-cards modal; resolves whether a card is on file when it closes. */
  manageCards(options?: { readonly reason?: string }): Promise<boolean>;
  /** The retry-subscribe modal after a failed charge; resolves true when the person retries. */
  retrySubscribe(options: { readonly error: string }): Promise<boolean>;
  /**
   * The pick-a-new-card modal after a second failure: the person makes another card (or a new
   * one) the default; resolves true when they chose one to retry with.
   */
  pickNewCard(options: { readonly error: string }): Promise<boolean>;
}

const noDialogs: CardDialogs = {
  manageCards: () => Promise.resolve(false),
  retrySubscribe: () => Promise.resolve(false),
  pickNewCard: () => Promise.resolve(false),
};

export const CardDialogsContext = createContext<CardDialogs>(noDialogs);

export function useCardDialogs(): CardDialogs {
  return useContext(CardDialogsContext);
}

/**
 * The window event that opens the Pay a Tribute modal (openTributeModal). Of the other window
 * events, openSecondaryAuthDialog has its host in the auth feature, openBuyGoodyBag in goodies
 * and openPlusModal (the NF+ modal) in `app/plus`.
 */
const OPEN_TRIBUTE_EVENT = 'openTributeModal';

/** What the modal needs; the event itself may leave out `advisorId` (spec 001 §3). */
export interface OpenTributeDetail {
  readonly advisorLogin: string;
  readonly advisorId: string;
  readonly currentUserLogin?: string;
  /** A starting amount in dollars, e.g. '12.34'. */
  readonly amount?: string;
  /** Edit this running monthly tribute instead of paying a new one. */
  readonly tributeId?: string;
  readonly message?: string;
}

/** Tribute hosts listening now (the shell mounts one). */
let hosts = 0;
/**
 * The last open asked for while no host listened: a storefront opened at `#tribute` asks in its
 * first effect, and React runs a screen's effects before the shell's, whose host listens.
 */
let unheard: OpenTributeDetail | null = null;

/** Opens the tribute modal from anywhere (a row, a storefront, a feed). */
export function openTributeModal(detail: OpenTributeDetail): void {
  if (hosts === 0) unheard = detail;
  window.dispatchEvent(new CustomEvent<OpenTributeDetail>(OPEN_TRIBUTE_EVENT, { detail }));
}

/**
 * For the tribute host: hears every `openTributeModal` event, first the open asked for before
 * it listened (if any). Returns the way to stop listening.
 */
export function listenForTributeOpens(listener: (event: Event) => void): () => void {
  window.addEventListener(OPEN_TRIBUTE_EVENT, listener);
  hosts++;
  const early = unheard;
  unheard = null;
  if (early) listener(new CustomEvent<OpenTributeDetail>(OPEN_TRIBUTE_EVENT, { detail: early }));
  return () => {
    hosts--;
    window.removeEventListener(OPEN_TRIBUTE_EVENT, listener);
  };
}
