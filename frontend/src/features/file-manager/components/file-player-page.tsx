import type { FileManagerItemResponse } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { FolderSelect } from '@/components/media/folder-select';
import { useItems } from '@/components/media/media-api';
import { MediaThumb } from '@/components/media/media-thumb';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { isPlayable } from '../lib/file-manager-tabs';
import './file-manager.css';

const nameOf = (item: FileManagerItemResponse) => item.title || item.file_name;

/**
 * The File Player (/account/fileplayer, spec 000 §2): the Flirt's photos, videos and audio of a
 * folder (the newest 50), and the chosen one (`?id=`) shown or played. The File Manager's Open
 * leads here.
 */
export function FilePlayerPage({
  id,
  albumId,
  onChange,
}: {
  readonly id: string | null;
  readonly albumId: string | null;
  readonly onChange: (next: { id: string | null; albumId: string | null }) => void;
}) {
  const items = useItems(albumId);
  const playable = items.data?.items.filter(isPlayable) ?? [];
  const current = id ? playable.find((item) => item.fm_item_id === id) : undefined;
  return (
    <section className="page file-player">
      <div className="page-header">
        <h1>File Player</h1>
        <Link to="/account/filemanager" className="button">
          File Manager
        </Link>
      </div>
      <FolderSelect
        label="Folder"
        value={albumId}
        onChange={(next) => {
          onChange({ id, albumId: next });
        }}
        allowAll
      />
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <ErrorState error={items.error} onRetry={() => void items.refetch()} />
      ) : playable.length === 0 ? (
        <EmptyState title="No photos, videos or audio here yet.">
          <Link to="/account/filemanager" search={{ tab: 'upload' }} className="button">
            Upload Files
          </Link>
        </EmptyState>
      ) : (
        <div className="file-player__body">
          <div className="file-player__stage">
            {current ? (
              <Player item={current} />
            ) : id ? (
              <div className="state state--error" role="alert">
                <p className="state__title">We could not find this file in this folder.</p>
              </div>
            ) : (
              <EmptyState title="Choose a file to play." />
            )}
          </div>
          <ul className="file-player__list" aria-label="Files">
            {playable.map((item) => (
              <li key={item.fm_item_id}>
                <Link
                  to="/account/fileplayer"
                  search={{ id: item.fm_item_id, ...(albumId ? { album: albumId } : {}) }}
                  className="file-player__entry"
                  aria-current={item.fm_item_id === id ? 'true' : undefined}
                >
                  <MediaThumb item={item} />
                  <span>{nameOf(item)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Player({ item }: { readonly item: FileManagerItemResponse }) {
  const name = nameOf(item);
  if (item.encoding_status === 'pending') {
    return <p className="state__title">This file is still processing. Check back in a minute.</p>;
  }
  if (item.encoding_status === 'failed' || !item.large_url) {
    return (
      <div className="state state--error" role="alert">
        <p className="state__title">This file could not be processed.</p>
      </div>
    );
  }
  return (
    <figure className="file-player__figure">
      {item.item_type === 'video' ? (
        <video controls src={item.large_url} aria-label={name} className="file-player__media" />
      ) : item.item_type === 'audio' ? (
        <audio controls src={item.large_url} aria-label={name} />
      ) : (
        <img src={item.large_url} alt={name} className="file-player__media" />
      )}
      <figcaption>{name}</figcaption>
    </figure>
  );
}
