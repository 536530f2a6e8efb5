/** The customer details tabs (spec 002): /my_customers/user/{login}/{tab}. */
export const DETAIL_TABS = ['overview', 'offers', 'feedback', 'history', 'prediction'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** Whether a URL's tab is one of the tabs (the route is in the entry chunk: no schema library). */
export const isDetailTab = (tab: string): tab is DetailTab =>
  (DETAIL_TABS as readonly string[]).includes(tab);

export const DETAIL_TAB_LABELS: Record<DetailTab, string> = {
  overview: 'Overview',
  offers: 'Offers',
  feedback: 'Feedback',
  history: 'History',
  prediction: 'Prediction',
};
