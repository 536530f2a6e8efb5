import { z } from 'zod';

/** The customer details tabs (spec 002): /my_customers/user/{login}/{tab}. */
export const DETAIL_TABS = ['overview', 'offers', 'feedback', 'history', 'prediction'] as const;
export const DetailTab = z.enum(DETAIL_TABS);
export type DetailTab = z.infer<typeof DetailTab>;

export const DETAIL_TAB_LABELS: Record<DetailTab, string> = {
  overview: 'Overview',
  offers: 'Offers',
  feedback: 'Feedback',
  history: 'History',
  prediction: 'Prediction',
};
