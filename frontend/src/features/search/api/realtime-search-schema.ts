import { z } from 'zod';

/*
 * The live search's answer, loaded beside the request (get-realtime-search.ts): the header's
 * search box is in the shell, on every first screen, where zod would weigh (`npm run bench -- web`).
 */
const Hit = z.object({
  login: z.string(),
  title: z.string().optional(),
  type: z.string().optional(),
  url: z.string().optional(),
});
export type SearchHit = z.infer<typeof Hit>;

export const RealtimeSearchAnswer = z.object({ results: z.array(Hit) });
