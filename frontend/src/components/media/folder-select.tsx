import { useId } from 'react';
import { useAlbums } from './media-api';

/** A folder selector over the Flirt's file manager folders ("All folders" when allowed). */
export function FolderSelect({
  label,
  value,
  onChange,
  allowAll = false,
}: {
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (albumId: string | null) => void;
  readonly allowAll?: boolean;
}) {
  const id = useId();
  const albums = useAlbums().data?.albums ?? [];
  return (
    <div className="field folder-select">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) => {
          onChange(event.target.value === '' ? null : event.target.value);
        }}
      >
        {allowAll ? <option value="">All folders</option> : <option value="">Uploads</option>}
        {albums
          .filter((album) => allowAll || album.name !== 'Uploads')
          .map((album) => (
            <option key={album.id} value={album.id}>
              {`${album.name} (${String(album.items_count)})`}
            </option>
          ))}
      </select>
    </div>
  );
}
