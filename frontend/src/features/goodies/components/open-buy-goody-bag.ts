import { OPEN_BUY_GOODY_BAG_EVENT, type OpenBuyGoodyBagDetail } from '@flirtwire/contracts';

/** Opens the goody purchase from anywhere (spec 001 §4 openBuyGoodyBag). */
export function openBuyGoodyBag(detail: OpenBuyGoodyBagDetail): void {
  window.dispatchEvent(
    new CustomEvent<OpenBuyGoodyBagDetail>(OPEN_BUY_GOODY_BAG_EVENT, { detail }),
  );
}
