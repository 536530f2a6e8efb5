import type { ProfileImageKind } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiRequestError, CSRF_COOKIE, CSRF_HEADER } from '@/lib/api-client';
import { profileImageKeys } from './keys';

const UploadAnswer = z.object({ item: z.object({ fm_item_id: z.string() }) });
const ErrorAnswer = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

function csrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The double-submit token: the cookie, fetched once when this tab has none yet. */
async function csrfToken(): Promise<string> {
  const existing = csrfCookie();
  if (existing) return existing;
  const answer = z
    .object({ csrf_token: z.string().optional() })
    .parse(await api<unknown>('/client_api/csrf'));
  return csrfCookie() ?? answer.csrf_token ?? '';
}

/**
 * Uploads the cropped image to the File Manager (POST /fm/client_api/uploads, multipart, no
 * watermark), then submits it for review (POST /client_api/profile_images/{kind}).
 */
async function submitProfileImage(kind: ProfileImageKind, image: Blob, name: string) {
  const form = new FormData();
  // Fields first: the server reads the parts in order and streams the file.
  form.append('watermark', 'false');
  form.append('file', image, name);
  const response = await fetch('/fm/client_api/uploads', {
    method: 'POST',
    headers: { accept: 'application/json', [CSRF_HEADER]: await csrfToken() },
    credentials: 'include',
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorAnswer.safeParse(body);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.error.code : 'upload_failed',
      parsed.success ? parsed.data.error.message : 'Sorry something went wrong. Please try again.',
      parsed.success ? (parsed.data.error.fields ?? {}) : {},
      body,
    );
  }
  const uploaded = UploadAnswer.parse(body);
  await api<unknown>(`/client_api/profile_images/${kind}`, {
    method: 'POST',
    body: { fm_item_id: uploaded.item.fm_item_id },
  });
}

export function useSubmitProfileImage(kind: ProfileImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, name }: { image: Blob; name: string }) =>
      submitProfileImage(kind, image, name),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileImageKeys.status() }),
  });
}
