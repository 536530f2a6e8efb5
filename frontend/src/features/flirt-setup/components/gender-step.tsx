import type { GenderCode } from '@flirtwire/contracts';
import { useState } from 'react';
import { CheckboxField, FormError } from '@/components/field';
import { ApiRequestError } from '@/lib/api-client';
import { useSetGender } from '../api/set-gender';
import { genderError } from '../lib/wizard';

const FLIRT_GENDERS: readonly [GenderCode, string][] = [
  [0, 'Woman'],
  [1, 'Man'],
  [2, 'Transgender'],
];
const PREFERRED_GENDERS: readonly [GenderCode, string][] = [
  [0, 'Women'],
  [1, 'Men'],
  [2, 'Transgenders'],
];

function GenderChoice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly [GenderCode, string][];
  readonly value: GenderCode | null;
  readonly onChange: (value: GenderCode) => void;
}) {
  return (
    <fieldset className="wizard-choice">
      <legend>{legend}</legend>
      {options.map(([code, label]) => (
        <label key={code} className="wizard-choice__option">
          <input
            type="radio"
            name={name}
            value={code}
            checked={value === code}
            onChange={() => {
              onChange(code);
            }}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** Step five: the Flirt's gender and who they want to talk with; Save needs the Flirt Policy. */
export function GenderStep({ complete }: { readonly complete: () => void }) {
  const save = useSetGender();
  const [flirtGender, setFlirtGender] = useState<GenderCode | null>(null);
  const [preferredGender, setPreferredGender] = useState<GenderCode | null>(null);
  const [policy, setPolicy] = useState(false);
  const error = save.error
    ? genderError(save.error instanceof ApiRequestError ? save.error.body : null)
    : null;
  return (
    <form
      className="form wizard-step"
      aria-label="Gender"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (flirtGender === null || preferredGender === null || !policy) return;
        save.mutate({ flirtGender, preferredGender }, { onSuccess: complete });
      }}
    >
      <GenderChoice
        legend="I am a"
        name="flirtGender"
        options={FLIRT_GENDERS}
        value={flirtGender}
        onChange={(value) => {
          setFlirtGender(value);
          save.reset();
        }}
      />
      <GenderChoice
        legend="I want to talk with"
        name="preferredGender"
        options={PREFERRED_GENDERS}
        value={preferredGender}
        onChange={(value) => {
          setPreferredGender(value);
          save.reset();
        }}
      />
      <CheckboxField
        name="flirt_policy"
        label="I have read and agree to the Flirt Policy."
        checked={policy}
        onChange={setPolicy}
      />
      <FormError message={error} />
      <button
        type="submit"
        className="button button--primary"
        disabled={!policy || flirtGender === null || preferredGender === null || save.isPending}
      >
        Save
      </button>
    </form>
  );
}
