import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeKeys } from './keys';

/**
 * Any finance command, then everything finance shows is read again (the API client makes
 * those reads wait for the command's position, so the issued form or correction shows at once).
 * `silent`: the dialog shows the error at its fields, so no error snackbar as well.
 */
export function useFinanceAction<T, R>(
  run: (input: T) => Promise<R>,
  options: { readonly silent?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: options.silent === true },
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
