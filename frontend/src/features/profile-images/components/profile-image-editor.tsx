import { PROFILE_MESSAGES, type ProfileImageKind } from '@flirtwire/contracts';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { FormError } from '@/components/field';
import { showSnackbar } from '@/lib/snackbar-store';
import { useProfileStatus } from '../api/get-profile-status';
import { useSubmitProfileImage } from '../api/submit-profile-image';
import { ACCEPTED_TYPES, CROP, type CropRect, cropAt, moveCrop, outputSize } from '../lib/crop';
import './profile-images.css';

interface Picked {
  readonly url: string;
  readonly type: string;
  readonly name: string;
  readonly image: HTMLImageElement;
}

/**
 * A Flirt's avatar (round, 1:1) or cover (16:6): the image shown now, its review state with the
 * tooltip, and Edit, which opens the Preview Image modal to crop a JPEG or PNG and submit it.
 */
export function ProfileImageEditor({
  kind,
  onSubmitted,
}: {
  readonly kind: ProfileImageKind;
  /** Called once a new image went for review (the storefront closes its editor then). */
  readonly onSubmitted?: () => void;
}) {
  const status = useProfileStatus();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = CROP[kind].label;
  const state = status.data?.[kind];
  // The owner sees what they submitted while it waits; everyone else the last accepted one.
  const shown = state?.pending_url ?? state?.url ?? null;
  const close = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
  };
  return (
    <div className={`profile-image profile-image--${kind}`}>
      <div className="profile-image__frame">
        {shown ? (
          <img src={shown} alt={`Your ${label}`} className="profile-image__img" />
        ) : (
          <span className="profile-image__empty">No {label} yet</span>
        )}
      </div>
      <div className="profile-image__bar">
        {state?.tooltip ? (
          <ReviewTip
            kind={kind}
            status={state.status === 'pending' ? 'pending' : 'rejected'}
            text={state.tooltip}
          />
        ) : null}
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setError(null);
            input.current?.click();
          }}
        >
          Edit {label}
        </button>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={`Choose a new ${label}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
              setError(PROFILE_MESSAGES.onlyJpegPng);
              return;
            }
            const url = URL.createObjectURL(file);
            const image = new Image();
            image.onload = () => {
              setPicked({ url, type: file.type, name: file.name, image });
            };
            image.onerror = () => {
              URL.revokeObjectURL(url);
              setError(PROFILE_MESSAGES.onlyJpegPng);
            };
            image.src = url;
          }}
        />
      </div>
      <FormError message={error} />
      {picked ? (
        <PreviewImageDialog
          kind={kind}
          picked={picked}
          onClose={close}
          onSubmitted={() => {
            close();
            onSubmitted?.();
          }}
        />
      ) : null}
    </div>
  );
}

/** The pending or rejected icon, with its tooltip on hover and focus. */
function ReviewTip({
  kind,
  status,
  text,
}: {
  readonly kind: ProfileImageKind;
  readonly status: 'pending' | 'rejected';
  readonly text: string;
}) {
  const id = useId();
  return (
    <span className={`review-tip review-tip--${status}`}>
      <button
        type="button"
        className="review-tip__icon"
        aria-label={`${CROP[kind].label} ${status === 'pending' ? 'pending review' : 'removed'}`}
        aria-describedby={id}
      >
        {status === 'pending' ? '⏳' : '⚠'}
      </button>
      <span role="tooltip" id={id} className="review-tip__text">
        {text}
      </span>
    </span>
  );
}

const STEP = 0.02;

function PreviewImageDialog({
  kind,
  picked,
  onClose,
  onSubmitted,
}: {
  readonly kind: ProfileImageKind;
  readonly picked: Picked;
  readonly onClose: () => void;
  readonly onSubmitted: () => void;
}) {
  const { aspect, initialPercent, label } = CROP[kind];
  const width = picked.image.naturalWidth;
  const height = picked.image.naturalHeight;
  const [percent, setPercent] = useState<number>(initialPercent);
  const [crop, setCrop] = useState<CropRect>(() =>
    cropAt(width, height, aspect, initialPercent, { x: width / 2, y: height / 2 }),
  );
  const submit = useSubmitProfileImage(kind);
  // A callback ref: the dialog mounts the canvas after this component, so the preview is
  // drawn when the canvas appears (on open), not only when the frame first moves.
  const [preview, setPreview] = useState<HTMLCanvasElement | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  // The image drawn to fit the dialog: at most 440 × 300 CSS pixels (less on a phone).
  const boxWidth = Math.min(440, window.innerWidth - 96);
  const scale = Math.min(boxWidth / width, 300 / height);

  useEffect(() => {
    const canvas = preview;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(
      picked.image,
      crop.x,
      crop.y,
      crop.width,
      crop.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
  }, [crop, picked.image, preview]);

  const move = (dx: number, dy: number) => {
    setCrop((current) => moveCrop(current, dx, dy, width, height));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = Math.max(width, height) * STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const by = moves[event.key];
    if (!by) return;
    event.preventDefault();
    move(by[0], by[1]);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    move((event.clientX - start.x) / scale, (event.clientY - start.y) / scale);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const save = () => {
    const size = outputSize(crop);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.drawImage(
      picked.image,
      crop.x,
      crop.y,
      crop.width,
      crop.height,
      0,
      0,
      size.width,
      size.height,
    );
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        const extension = picked.type === 'image/png' ? 'png' : 'jpg';
        submit.mutate(
          { image: blob, name: `${kind}.${extension}` },
          {
            onSuccess: () => {
              showSnackbar(PROFILE_MESSAGES.pending(kind), 'success');
              onSubmitted();
            },
          },
        );
      },
      picked.type,
      0.92,
    );
  };

  return (
    <Dialog
      open
      title="Preview Image"
      description={`Drag the frame or use the arrow keys to choose your ${label}.`}
      onClose={onClose}
      width={520}
      actions={
        <DialogActions
          onCancel={onClose}
          confirmLabel={submit.isPending ? 'Saving...' : 'Save'}
          pending={submit.isPending}
          onConfirm={save}
        />
      }
    >
      <div className="crop" style={{ width: width * scale, height: height * scale }}>
        <img src={picked.url} alt="" className="crop__image" draggable={false} />
        <div
          className={`crop__frame ${kind === 'avatar' ? 'crop__frame--round' : ''}`}
          role="group"
          aria-label={`${label} crop area`}
          tabIndex={0}
          style={{
            left: crop.x * scale,
            top: crop.y * scale,
            width: crop.width * scale,
            height: crop.height * scale,
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
        />
      </div>
      <div className="field crop__size">
        <label className="field__label" htmlFor={`crop-size-${kind}`}>
          Crop size ({percent}%)
        </label>
        <input
          id={`crop-size-${kind}`}
          type="range"
          min={10}
          max={100}
          value={percent}
          onChange={(event) => {
            const next = Number(event.target.value);
            setPercent(next);
            setCrop((current) =>
              cropAt(width, height, aspect, next, {
                x: current.x + current.width / 2,
                y: current.y + current.height / 2,
              }),
            );
          }}
        />
      </div>
      <div className="crop__preview">
        <span className="field__label">Preview</span>
        <canvas
          ref={setPreview}
          width={kind === 'avatar' ? 96 : 192}
          height={kind === 'avatar' ? 96 : 72}
          className={kind === 'avatar' ? 'crop__preview-canvas--round' : undefined}
          role="img"
          aria-label={`Preview of your new ${label}`}
        />
      </div>
      <FormError message={submit.error?.message} />
    </Dialog>
  );
}
