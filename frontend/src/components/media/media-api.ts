import {
  AlbumsResponse,
  type FileManagerItemResponse,
  FileManagerItemsResponse,
  UploadResponse,
} from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError, csrfToken, rememberPosition } from '@/lib/api-client';

/**
 * The Flirt's file manager as the publishing screens use it (folders, files, uploads). Shared by
 * Create Post's Select Files modal and the File Manager page, so it lives outside both features.
 */
export const mediaKeys = {
  all: ['file-manager'] as const,
  albums: () => [...mediaKeys.all, 'albums'] as const,
  items: (albumId: string | null) => [...mediaKeys.all, 'items', albumId ?? 'all'] as const,
};

/** GET /fm/client_api/albums */
async function listAlbums(): Promise<AlbumsResponse> {
  return AlbumsResponse.parse(await api<unknown>('/fm/client_api/albums'));
}

const albumsQuery = queryOptions({ queryKey: mediaKeys.albums(), queryFn: listAlbums });

export function useAlbums() {
  return useQuery(albumsQuery);
}

/** GET /fm/client_api/items?album_id= (the newest 50 of a folder, or of all folders). */
async function listItems(albumId: string | null): Promise<FileManagerItemsResponse> {
  return FileManagerItemsResponse.parse(
    await api<unknown>('/fm/client_api/items', {
      query: { per_page: 50, ...(albumId ? { album_id: albumId } : {}) },
    }),
  );
}

export function useItems(albumId: string | null) {
  return useQuery({ queryKey: mediaKeys.items(albumId), queryFn: () => listItems(albumId) });
}

/** The messages a failed upload shows (the server's, or its error_messages). */
export function uploadErrorText(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; fields?: Record<string, unknown> } } | null)
    ?.error;
  const fields = error?.fields
    ? Object.values(error.fields).filter((v) => typeof v === 'string')
    : [];
  if (fields.length > 0) return fields.join(' ');
  if (typeof error?.message === 'string') return error.message;
  const list = (body as { error_messages?: unknown } | null)?.error_messages;
  if (Array.isArray(list)) return list.filter((v) => typeof v === 'string').join(' ');
  return status === 0
    ? 'We could not reach the server. Please check your connection and try again.'
    : 'Sorry something went wrong. Please try again.';
}

/**
 * POST /fm/client_api/uploads as multipart (folder, watermark choice, file), reporting progress
 * from 0 to 1. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export async function uploadFile(
  file: File,
  options: {
    readonly albumId: string | null;
    readonly watermark: boolean;
    /** 'posts': the server takes only images, videos and audio (read from the bytes). */
    readonly purpose?: 'posts';
  },
  onProgress: (fraction: number) => void,
): Promise<FileManagerItemResponse> {
  const token = await csrfToken();
  const form = new FormData();
  if (options.albumId) form.append('album_id', options.albumId);
  form.append('watermark', options.watermark ? 'true' : 'false');
  if (options.purpose) form.append('for', options.purpose);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/fm/client_api/uploads');
    request.withCredentials = true;
    request.setRequestHeader('x-csrf-token', token);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => {
      reject(new ApiRequestError(0, 'network_error', uploadErrorText(0, null), {}, null));
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = UploadResponse.safeParse(body);
        if (parsed.success) {
          rememberPosition(parsed.data.position);
          onProgress(1);
          resolve(parsed.data.item);
          return;
        }
      }
      const message = uploadErrorText(request.status, body);
      reject(new ApiRequestError(request.status, 'upload_failed', message, {}, body));
    };
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
