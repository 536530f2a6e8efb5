import {
  CATEGORIES,
  LISTING_MESSAGES,
  LISTING_TYPE_LABELS,
  type ListingView,
} from '@flirtwire/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError, TextField } from '@/components/field';
import { ApiRequestError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { ListingStatusBanner } from '@/components/listings/listing-status-banner';
import { useImages } from '../api/list-images';
import { useCreateListing, useEditListing } from '../api/save-listing';
import {
  createBody,
  EMPTY_LISTING,
  editBody,
  formErrors,
  type ListingFormValues,
  valuesOf,
} from '../lib/listing-form';
import { RichTextEditor } from './rich-text-editor';
import './listings.css';

const TOP = CATEGORIES.filter((category) => category.parentId === null);

/** Create a phone listing, or edit one (the chat listing too: its price is per volley). */
export function ListingForm({ listing }: { readonly listing?: ListingView }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ListingFormValues>(
    listing ? valuesOf(listing, listing.photoMediaId) : EMPTY_LISTING,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateListing();
  const edit = useEditListing();
  const images = useImages();
  const saving = create.isPending || edit.isPending;
  const chat = values.type === 3;
  const set = (patch: Partial<ListingFormValues>) => {
    setValues({ ...values, ...patch });
    setErrors({});
  };
  const serverError = create.error ?? edit.error;
  const formMessage =
    serverError &&
    !(serverError instanceof ApiRequestError && Object.keys(serverError.fields).length > 0)
      ? serverError.message
      : null;

  const submit = () => {
    const found = formErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = (message: string) => {
      showSnackbar(message, 'success');
      void navigate({ to: '/listings' });
    };
    const failed = (error: Error) => {
      if (error instanceof ApiRequestError) setErrors(error.fields);
    };
    if (listing) {
      edit.mutate(
        { id: listing.id, body: editBody(values) },
        {
          onSuccess: () => {
            done(LISTING_MESSAGES.saved);
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(createBody(values), {
        onSuccess: () => {
          done(LISTING_MESSAGES.created);
        },
        onError: failed,
      });
    }
  };

  return (
    <section className="page page--narrow listings">
      <h1>{listing ? 'Edit Listing' : 'New Listing'}</h1>
      {listing ? <ListingStatusBanner listing={listing} /> : null}
      <form
        className="listing-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {chat ? (
          <p className="muted">Your chat listing: customers pay per volley.</p>
        ) : (
          <fieldset className="listing-form__types">
            <legend className="field__label">Listing type</legend>
            <div className="listing-form__type-options">
              {([1, 2] as const).map((type) => (
                <label key={type} className="listing-form__type">
                  <input
                    type="radio"
                    name="listing-type"
                    checked={values.type === type}
                    disabled={listing !== undefined}
                    onChange={() => {
                      set({ type });
                    }}
                  />{' '}
                  {LISTING_TYPE_LABELS[type].label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <TextField
          label="Title"
          value={values.title}
          maxLength={80}
          error={errors['title']}
          onChange={(event) => {
            set({ title: event.target.value });
          }}
        />
        <RichTextEditor
          label="Description"
          value={values.description}
          error={errors['description']}
          onChange={(description) => {
            setValues((previous) => ({ ...previous, description }));
          }}
        />
        <div className={`field ${errors['categoryId'] ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor="listing-category">
            Category
          </label>
          <select
            id="listing-category"
            className="select"
            value={values.categoryId}
            aria-invalid={errors['categoryId'] ? true : undefined}
            onChange={(event) => {
              set({ categoryId: event.target.value });
            }}
          >
            <option value="">Choose a category</option>
            {TOP.map((top) => (
              <optgroup key={top.id} label={top.name}>
                <option value={String(top.id)}>{top.name} (all)</option>
                {CATEGORIES.filter((category) => category.parentId === top.id).map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errors['categoryId'] ? (
            <p className="field__error" role="alert">
              {errors['categoryId']}
            </p>
          ) : null}
        </div>
        <TextField
          label={chat ? 'Price per volley ($)' : 'Price per minute ($)'}
          inputMode="decimal"
          value={values.price}
          placeholder="2.99"
          error={errors['priceCents']}
          onChange={(event) => {
            set({ price: event.target.value });
          }}
        />
        {chat ? null : (
          <TextField
            label="Service extension"
            inputMode="numeric"
            maxLength={6}
            value={values.serviceExtension}
            hint="The extension callers dial after our number (optional)."
            error={errors['serviceExtension']}
            onChange={(event) => {
              set({ serviceExtension: event.target.value });
            }}
          />
        )}
        <div className={`field ${errors['photoMediaId'] ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor="listing-photo">
            Photo
          </label>
          <select
            id="listing-photo"
            className="select"
            value={values.photoMediaId}
            onChange={(event) => {
              set({ photoMediaId: event.target.value });
            }}
          >
            <option value="">No photo</option>
            {(images.data ?? []).map((image) => (
              <option key={image.fm_item_id} value={image.fm_item_id}>
                {image.title || image.file_name}
              </option>
            ))}
          </select>
          <p className="field__hint">Ready images from your File Manager.</p>
          {errors['photoMediaId'] ? (
            <p className="field__error" role="alert">
              {errors['photoMediaId']}
            </p>
          ) : null}
        </div>
        <FormError message={formMessage} />
        <div className="listing-form__actions">
          <Link to="/listings" className="button">
            Cancel
          </Link>
          <button type="submit" className="button button--primary" disabled={saving}>
            {listing ? 'Save Listing' : 'Create Listing'}
          </button>
        </div>
      </form>
    </section>
  );
}
