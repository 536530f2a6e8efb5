import type { QueryClient } from '@tanstack/react-query';
import { customerKeys } from './keys';

/**
 * After a write: refetch everything of this feature (the API client already remembers the
 * write's position, so these reads wait for the read side to pass it).
 */
export async function refreshCustomers(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: customerKeys.all });
}
