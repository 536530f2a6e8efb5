import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from './keys';

/** A change to one's own post refreshes every feed that may show it. */
export function useOwnPostCommand<A>(run: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
