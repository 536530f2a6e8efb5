import type { FileManagerItemResponse } from '@flirtwire/contracts';

export interface UploadEntry {
  readonly key: string;
  readonly name: string;
  readonly progress: number;
  readonly state: 'uploading' | 'complete' | 'failed';
  readonly error: string | null;
  readonly item: FileManagerItemResponse | null;
}

/** Spec 000 §4: every file ends complete or failed; only then is the batch settled. */
export function uploadsSettled(entries: readonly UploadEntry[]): boolean {
  return entries.every((entry) => entry.state !== 'uploading');
}

export function anyFailed(entries: readonly UploadEntry[]): boolean {
  return entries.some((entry) => entry.state === 'failed');
}
