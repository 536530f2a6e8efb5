import { formatPercent, postFileTypeError } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FolderSelect } from './folder-select';
import { mediaKeys, uploadFile } from './media-api';
import type { UploadEntry } from './upload-state';
import './media.css';

export { anyFailed, type UploadEntry, uploadsSettled } from './upload-state';

/**
 * The Upload tab: 'Upload to' a folder, 'Select Files', 'Add watermark' (on by default), and
 * each file's progress. Files upload in parallel; each ends complete or failed. For a post, a
 * file that is not an image, a video or audio fails at once with "{type} files not allowed in
 * Posts" (and the server, reading the bytes, refuses a renamed one with the same message).
 */
export function UploadPanel({
  entries,
  onEntries,
  purpose,
}: {
  readonly entries: readonly UploadEntry[];
  readonly purpose?: 'posts';
  readonly onEntries: (update: (current: readonly UploadEntry[]) => readonly UploadEntry[]) => void;
}) {
  const queryClient = useQueryClient();
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [watermark, setWatermark] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  const watermarkId = useId();
  const tipId = useId();
  const counter = useRef(0);

  function patch(key: string, change: Partial<UploadEntry>) {
    onEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }

  function start(files: FileList | null) {
    if (!files || files.length === 0) return;
    const batch = [...files].map((file) => {
      counter.current += 1;
      const refused = purpose === 'posts' ? postFileTypeError(file.name, file.type) : null;
      return { file, key: `${String(counter.current)}-${file.name}`, refused };
    });
    onEntries((current) => [
      ...current,
      ...batch.map(({ file, key, refused }) => ({
        key,
        name: file.name,
        progress: 0,
        state: refused === null ? ('uploading' as const) : ('failed' as const),
        error: refused,
        item: null,
      })),
    ]);
    // In parallel: each file has its own request and its own outcome.
    for (const { file, key, refused } of batch) {
      if (refused !== null) continue;
      uploadFile(file, { albumId, watermark, ...(purpose ? { purpose } : {}) }, (progress) => {
        patch(key, { progress });
      })
        .then((item) => {
          patch(key, { state: 'complete', progress: 1, item });
          void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        })
        .catch((error: unknown) => {
          patch(key, {
            state: 'failed',
            error: error instanceof Error ? error.message : 'Upload failed.',
          });
        });
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="upload-panel">
      <FolderSelect label="Upload to" value={albumId} onChange={setAlbumId} />
      <div className="upload-panel__row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => input.current?.click()}
        >
          Select Files
        </button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Select Files"
          onChange={(event) => {
            start(event.target.files);
          }}
        />
        <span className="field--checkbox upload-panel__watermark">
          <input
            id={watermarkId}
            type="checkbox"
            checked={watermark}
            aria-describedby={tipId}
            onChange={(event) => {
              setWatermark(event.target.checked);
            }}
          />
          <label htmlFor={watermarkId}>Add watermark</label>
          <span className="tooltip" id={tipId} role="tooltip">
            Your Watermark
          </span>
        </span>
      </div>
      {entries.length > 0 ? (
        <ul className="upload-panel__list" aria-label="Uploads">
          {entries.map((entry) => (
            <li key={entry.key} className={`upload-entry upload-entry--${entry.state}`}>
              <span className="upload-entry__name">{entry.name}</span>
              <progress
                max={1}
                value={entry.progress}
                aria-label={`${entry.name} upload progress`}
              />
              <span className="upload-entry__state">
                {entry.state === 'uploading'
                  ? formatPercent(entry.progress, 0)
                  : entry.state === 'complete'
                    ? 'Complete'
                    : 'Failed'}
              </span>
              {entry.error ? (
                <p className="field__error upload-entry__error" role="alert">
                  We&apos;re sorry, the following file could not be uploaded: {entry.name}.{' '}
                  {entry.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
