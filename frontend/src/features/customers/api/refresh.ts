import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { customerKeys } from './keys';

/**
 * The last command position this tab wrote (read-your-writes): queries made right after a
 * write pass it as `after`, so the read side shows the change before answering.
 */
export const useLastWrite = create<{ position: number | null }>()(() => ({ position: null }));

export function lastWritePosition(): number | null {
  return useLastWrite.getState().position;
}

/** After a write: remember its position and refetch everything of this feature. */
export async function refreshAfter(
  queryClient: QueryClient,
  position: number | null,
): Promise<void> {
  if (position !== null) {
    useLastWrite.setState((state) => ({ position: Math.max(state.position ?? 0, position) }));
  }
  await queryClient.invalidateQueries({ queryKey: customerKeys.all });
}
