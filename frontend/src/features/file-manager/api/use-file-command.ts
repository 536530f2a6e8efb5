import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from '@/components/media/media-api';

/** Any file manager change refreshes its folders and files. */
export function useFileCommand<A>(run: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
