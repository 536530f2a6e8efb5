import { type PackageCommandResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/lib/session';
import { packageKeys } from './keys';

/** After any package change: the list, and the session (onboarding moves on a first package). */
export function usePackageMutation<A>(run: (args: A) => Promise<PackageCommandResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: packageKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]);
    },
  });
}
