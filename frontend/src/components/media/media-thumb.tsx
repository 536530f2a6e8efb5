import type { MediaItemView } from '@flirtwire/contracts';

/** A file's preview: its thumbnail when it has one, else a tile naming its type. */
export function MediaThumb({
  item,
}: {
  readonly item: Pick<MediaItemView, 'thumbnail_url' | 'item_type' | 'file_name' | 'title'>;
}) {
  if (item.thumbnail_url)
    return (
      <img className="media-thumb" src={item.thumbnail_url} alt={item.title || item.file_name} />
    );
  return (
    <span className="media-thumb media-thumb--tile" aria-hidden="true">
      {item.item_type}
    </span>
  );
}
