import {
  AGE_TAGS,
  CONTENT_RATINGS,
  centsToDecimal,
  DOMINANCE_TAGS,
  type FileManagerItemResponse,
  GOODY_DESCRIPTION_MAX,
  GOODY_MESSAGES as M,
  GOODY_TITLE_MAX,
  type GoodyBagDetail,
  KINK_TAGS,
  RACE_TAGS,
} from '@flirtwire/contracts';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { CheckboxField, FormError, TextField } from '@/components/field';
import { ErrorState } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { useGoodyBag } from '../api/get-goody-bag';
import { createGoodyBag } from '../api/create-goody-bag';
import { editGoodyBag } from '../api/edit-goody-bag';
import { useGoodyCommand } from '../api/use-goody-command';
import './goodies.css';

interface PickedFile {
  readonly id: string;
  readonly name: string;
  readonly thumbnailUrl: string | null;
}

type Vocabulary = readonly (readonly [string, string])[];

/**
 * The file picker the composer opens: the Select Files modal (File Manager and Upload tabs),
 * handed in by the route so this feature does not import another.
 */
export type FilePicker = (props: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onAdd: (items: readonly FileManagerItemResponse[]) => void;
  /** The confirm button's label (the files by default). */
  readonly addLabel?: string;
}) => ReactNode;

/** The goody bag composer: new (/goodies/new) or edit (/goodies/{id}/edit). */
export function GoodyComposerPage({
  goodyBagId,
  picker,
}: {
  readonly goodyBagId: string | null;
  readonly picker: FilePicker;
}) {
  const bag = useGoodyBag(goodyBagId);
  if (goodyBagId === null) return <GoodyComposer bag={null} picker={picker} />;
  if (bag.isPending) return <p role="status">Loading...</p>;
  if (bag.isError) return <ErrorState error={bag.error} onRetry={() => void bag.refetch()} />;
  return <GoodyComposer bag={bag.data} picker={picker} />;
}

function GoodyComposer({
  bag,
  picker,
}: {
  readonly bag: GoodyBagDetail | null;
  readonly picker: FilePicker;
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(bag?.title ?? '');
  const [price, setPrice] = useState(bag ? centsToDecimal(bag.price) : '');
  const [description, setDescription] = useState(bag?.description ?? '');
  const [rating, setRating] = useState<string>(bag?.content_rating ?? 'tame');
  const [tags, setTags] = useState<Record<string, readonly string[]>>({
    dominance_tags: bag?.dominance_tags ?? [],
    age_tags: bag?.age_tags ?? [],
    race_tags: bag?.race_tags ?? [],
    kink_tags: bag?.kink_tags ?? [],
  });
  const [files, setFiles] = useState<readonly PickedFile[]>(
    bag?.media.flatMap((m, i) =>
      m.fm_item_id
        ? [{ id: m.fm_item_id, name: `File ${String(i + 1)}`, thumbnailUrl: m.thumbnail_url }]
        : [],
    ) ?? [],
  );
  // The public cover: an image of the Flirt's chosen for it, never one of the paid files.
  const [cover, setCover] = useState<PickedFile | null>(
    bag?.cover_media_id
      ? { id: bag.cover_media_id, name: 'Current cover', thumbnailUrl: bag.thumbnail_url }
      : null,
  );
  const [coverError, setCoverError] = useState<string | null>(null);
  const [publish, setPublish] = useState(bag ? bag.status === 'published' : true);
  const [picking, setPicking] = useState(false);
  const [pickingCover, setPickingCover] = useState(false);
  const descriptionId = useId();
  const ratingId = useId();
  const create = useGoodyCommand(createGoodyBag);
  const edit = useGoodyCommand((body: Parameters<typeof editGoodyBag>[1]) =>
    editGoodyBag(bag?.id ?? '', body),
  );
  const error = create.error ?? edit.error;
  const pending = create.isPending || edit.isPending;

  function addFiles(items: readonly FileManagerItemResponse[]) {
    const fresh = items
      .filter((item) => !files.some((f) => f.id === item.fm_item_id))
      .map((item) => ({
        id: item.fm_item_id,
        name: item.title || item.file_name,
        thumbnailUrl: item.thumbnail_url,
      }));
    setFiles([...files, ...fresh]);
  }

  function chooseCover(items: readonly FileManagerItemResponse[]) {
    const item = items[0];
    if (!item) return;
    if (item.item_type !== 'image') {
      setCoverError(M.coverNotImage);
      return;
    }
    if (files.some((f) => f.id === item.fm_item_id)) {
      setCoverError(M.coverIsPaidFile);
      return;
    }
    setCoverError(null);
    setCover({
      id: item.fm_item_id,
      name: item.title || item.file_name,
      thumbnailUrl: item.thumbnail_url,
    });
  }

  async function save() {
    const content = {
      title,
      price,
      description,
      media_ids: files.map((f) => f.id),
      cover_media_id: cover?.id ?? null,
      content_rating: rating as GoodyBagDetail['content_rating'],
      dominance_tags: tags.dominance_tags as GoodyBagDetail['dominance_tags'],
      age_tags: tags.age_tags as GoodyBagDetail['age_tags'],
      race_tags: tags.race_tags as GoodyBagDetail['race_tags'],
      kink_tags: tags.kink_tags as GoodyBagDetail['kink_tags'],
    };
    const result = bag
      ? await edit.mutateAsync(content)
      : await create.mutateAsync({ ...content, publish });
    showSnackbar(result.message, 'success');
    void navigate({ to: '/goodies/manage' });
  }

  const tagSet = (name: string, label: string, list: Vocabulary) => (
    <fieldset className="goody-form__tags">
      <legend>{label}</legend>
      {list.map(([value, text]) => (
        <CheckboxField
          key={value}
          label={text}
          checked={tags[name]?.includes(value) ?? false}
          onChange={(checked) => {
            const current = tags[name] ?? [];
            setTags({
              ...tags,
              [name]: checked ? [...current, value] : current.filter((v) => v !== value),
            });
          }}
        />
      ))}
    </fieldset>
  );

  return (
    <section className="page page--narrow">
      <h1>{bag ? 'Edit Goody Bag' : 'New Goody Bag'}</h1>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save().catch(() => undefined);
        }}
      >
        <TextField
          label="Title"
          value={title}
          maxLength={GOODY_TITLE_MAX}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
          error={fieldError(error, 'title')}
        />
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          value={price}
          placeholder="1.99 to 500.00"
          onChange={(event) => {
            setPrice(event.target.value);
          }}
          error={fieldError(error, 'price')}
        />
        <div className="field">
          <label htmlFor={descriptionId} className="field__label">
            Description
          </label>
          <textarea
            id={descriptionId}
            className="input"
            rows={3}
            maxLength={GOODY_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
            }}
          />
        </div>
        <div className="field">
          <span className="field__label">Cover</span>
          <p className="hint">
            Everyone sees the cover before buying: choose an image that is not one of the bag&apos;s
            files.
          </p>
          {cover ? (
            <div className="goody-form__cover">
              {cover.thumbnailUrl ? (
                <img src={cover.thumbnailUrl} alt="Cover" width={96} height={96} />
              ) : null}
              <span>{cover.name}</span>
              <button
                type="button"
                className="button button--quiet"
                aria-label="Remove cover"
                onClick={() => {
                  setCover(null);
                }}
              >
                Remove
              </button>
            </div>
          ) : (
            <p className="hint">No cover: the bag shows no picture.</p>
          )}
          <button
            type="button"
            className="button"
            onClick={() => {
              setPickingCover(true);
            }}
          >
            {cover ? 'Change Cover' : 'Choose Cover'}
          </button>
          <FormError message={coverError ?? fieldError(error, 'cover_media_id')} />
        </div>
        <div className="field">
          <span className="field__label">Files</span>
          {files.length === 0 ? <p className="hint">{M.mediaRequired}</p> : null}
          <ul className="goody-form__files" aria-label="Chosen files">
            {files.map((file) => (
              <li key={file.id}>
                {file.thumbnailUrl ? (
                  <img src={file.thumbnailUrl} alt="" width={48} height={48} />
                ) : null}
                <span>{file.name}</span>
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => {
                    setFiles(files.filter((f) => f.id !== file.id));
                  }}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            onClick={() => {
              setPicking(true);
            }}
          >
            Choose Files
          </button>
          <FormError message={fieldError(error, 'media_ids')} />
        </div>
        <div className="field">
          <label htmlFor={ratingId} className="field__label">
            Content rating
          </label>
          <select
            id={ratingId}
            className="input"
            value={rating}
            onChange={(event) => {
              setRating(event.target.value);
            }}
          >
            {CONTENT_RATINGS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {tagSet('dominance_tags', 'Who', DOMINANCE_TAGS)}
        {tagSet('age_tags', 'Age', AGE_TAGS)}
        {tagSet('race_tags', 'Ethnicity', RACE_TAGS)}
        {tagSet('kink_tags', 'Themes', KINK_TAGS)}
        {bag ? null : (
          <CheckboxField label="Put it on sale now" checked={publish} onChange={setPublish} />
        )}
        <FormError
          message={
            error instanceof ApiRequestError && Object.keys(error.fields).length === 0
              ? error.message
              : null
          }
        />
        <div className="dialog__actions dialog__actions--inline">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Saving...' : bag ? 'Save Changes' : 'Create Goody Bag'}
          </button>
        </div>
      </form>
      {picker({
        open: picking,
        onClose: () => {
          setPicking(false);
        },
        onAdd: addFiles,
      })}
      {picker({
        open: pickingCover,
        onClose: () => {
          setPickingCover(false);
        },
        onAdd: chooseCover,
        addLabel: 'Use as Cover',
      })}
    </section>
  );
}
