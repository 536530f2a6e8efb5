import { describe, expect, it } from '@jest/globals';
import { anyFailed, type UploadEntry, uploadsSettled } from './upload-state';
import { uploadErrorText } from './media-api';

const entry = (state: UploadEntry['state']): UploadEntry => ({
  key: state,
  name: `${state}.png`,
  progress: state === 'uploading' ? 0.5 : 1,
  state,
  error: state === 'failed' ? 'This file is empty.' : null,
  item: null,
});

describe('the upload batch', () => {
  it('is settled once every file is complete or failed', () => {
    expect(uploadsSettled([])).toBe(true);
    expect(uploadsSettled([entry('complete'), entry('uploading')])).toBe(false);
    expect(uploadsSettled([entry('complete'), entry('failed')])).toBe(true);
    expect(anyFailed([entry('complete')])).toBe(false);
    expect(anyFailed([entry('complete'), entry('failed')])).toBe(true);
  });

  it('shows the server’s message, or its error_messages', () => {
    expect(
      uploadErrorText(400, {
        error: { code: 'x', message: 'm', fields: { file: 'This file is empty.' } },
      }),
    ).toBe('This file is empty.');
    expect(uploadErrorText(413, { error: { code: 'x', message: 'Too large.' } })).toBe(
      'Too large.',
    );
    expect(uploadErrorText(422, { error_messages: ['Bad type.', 'Try again.'] })).toBe(
      'Bad type. Try again.',
    );
    expect(uploadErrorText(500, null)).toBe('Sorry something went wrong. Please try again.');
  });
});
