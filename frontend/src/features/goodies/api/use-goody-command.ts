import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goodyKeys } from './keys';

/** A goody command that refreshes every goody list and bag once it answers. */
export function useGoodyCommand<A, R>(command: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodyKeys.all }),
  });
}
