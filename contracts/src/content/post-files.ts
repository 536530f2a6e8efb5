import { CONTENT_MESSAGES } from './content.messages.js';

/** The extensions of the image, video and audio files the product reads (see the media sniffer). */
export const POSTABLE_EXTENSIONS: ReadonlySet<string> = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'heic',
  'heif',
  'mp4',
  'm4v',
  'mov',
  'webm',
  'mkv',
  'avi',
  'mp3',
  'wav',
  'm4a',
  'ogg',
  'oga',
  'flac',
]);

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1];

/**
 * How a file's type reads in "{type} files not allowed in Posts": its extension, else its MIME
 * subtype, upper-cased ("TXT", "PDF").
 */
export function fileTypeLabel(fileName: string, contentType: string): string {
  const extension = extensionOf(fileName);
  if (extension) return extension.toUpperCase();
  const subtype = contentType.split('/')[1];
  return subtype ? subtype.toUpperCase() : 'These';
}

/**
 * Before a file chosen for a post is sent (spec 000 §5): by its name and the browser's MIME type,
 * anything but an image, a video or audio is refused with "{type} files not allowed in Posts".
 * The server reads the bytes too, so a renamed file is caught there.
 *
 * @example postFileTypeError('notes.txt', 'text/plain') === 'TXT files not allowed in Posts'
 */
export function postFileTypeError(fileName: string, mimeType: string): string | null {
  const extension = extensionOf(fileName)?.toLowerCase();
  const mediaMime = /^(image|video|audio)\//.test(mimeType);
  const mediaExtension = extension !== undefined && POSTABLE_EXTENSIONS.has(extension);
  // Either says media and the other does not contradict it (an empty MIME is "unknown").
  const ok =
    extension === undefined
      ? mediaMime
      : mediaExtension && (mimeType === '' || mediaMime || mimeType === 'application/octet-stream');
  return ok ? null : CONTENT_MESSAGES.filesNotAllowedInPosts(fileTypeLabel(fileName, mimeType));
}
