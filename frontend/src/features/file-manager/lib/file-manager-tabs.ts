/** The File Manager's tabs (the `tab` query parameter). */
export const FILE_MANAGER_TABS = [
  { name: 'files', label: 'Files' },
  { name: 'upload', label: 'Upload' },
] as const;

export type FileManagerTab = (typeof FILE_MANAGER_TABS)[number]['name'];

export function fileManagerTab(value: unknown): FileManagerTab {
  return value === 'upload' ? 'upload' : 'files';
}

/** 1536 → "1.5 KB": sizes as people read them. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${String(Math.round(value * 10) / 10)} ${units[unit] ?? 'GB'}`;
}

/** The files the File Player opens: images, videos and audio (not documents or archives). */
export function isPlayable(item: { readonly item_type: string }): boolean {
  return item.item_type === 'image' || item.item_type === 'video' || item.item_type === 'audio';
}
