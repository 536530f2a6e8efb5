/** Feature flags for an app where the plain subscription price is on sale (packages flag off). */
export const FLAGS_WITHOUT_PACKAGES_LIST =
  'free_chat_volleys,add_card_money,new_cards,PAYOUT_21803,CHAT_UI_22402';
