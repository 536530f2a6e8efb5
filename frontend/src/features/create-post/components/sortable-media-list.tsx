import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MediaThumb } from '@/components/media/media-thumb';
import type { ChosenMedia } from '../lib/post-rules';

/**
 * The post's files in order: drag a row by its handle (or focus the handle, Space, arrows,
 * Space) to move it; dnd-kit announces each move to screen readers.
 */
export function SortableMediaList({
  media,
  onChange,
}: {
  readonly media: readonly ChosenMedia[];
  readonly onChange: (media: readonly ChosenMedia[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = media.map((chosen) => chosen.item.fm_item_id);

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onChange(arrayMove([...media], from, to));
  }

  if (media.length === 0) return null;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="post-media" aria-label="Post media">
          {media.map((chosen) => (
            <SortableRow
              key={chosen.item.fm_item_id}
              chosen={chosen}
              onRemove={() => {
                onChange(media.filter((m) => m.item.fm_item_id !== chosen.item.fm_item_id));
              }}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  chosen,
  onRemove,
}: {
  readonly chosen: ChosenMedia;
  readonly onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: chosen.item.fm_item_id,
  });
  const name = chosen.item.title || chosen.item.file_name;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`post-media__row ${isDragging ? 'post-media__row--dragging' : ''} ${
        chosen.error ? 'post-media__row--invalid' : ''
      }`}
    >
      <button
        type="button"
        className="icon-button post-media__handle"
        aria-label={`Reorder ${name}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <MediaThumb item={chosen.item} />
      <span className="post-media__name">{name}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {chosen.error ? (
        <p className="field__error post-media__error" role="alert">
          {chosen.error}
        </p>
      ) : null}
    </li>
  );
}
