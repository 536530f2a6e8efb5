import { describe, expect, it } from '@jest/globals';
import { fileTypeLabel, postFileTypeError } from './post-files.js';

describe('files chosen for a post (spec 000 §5)', () => {
  it('takes images, videos and audio by name and MIME type', () => {
    expect(postFileTypeError('sunset.png', 'image/png')).toBeNull();
    expect(postFileTypeError('clip.MOV', 'video/quicktime')).toBeNull();
    expect(postFileTypeError('voice.m4a', '')).toBeNull();
    expect(postFileTypeError('camera-roll', 'image/jpeg')).toBeNull();
  });

  it('refuses anything else with "{type} files not allowed in Posts"', () => {
    expect(postFileTypeError('notes.txt', 'text/plain')).toBe('TXT files not allowed in Posts');
    expect(postFileTypeError('report.pdf', 'application/pdf')).toBe(
      'PDF files not allowed in Posts',
    );
    expect(postFileTypeError('photo.png', 'text/plain')).toBe('PNG files not allowed in Posts');
    expect(postFileTypeError('README', 'text/plain')).toBe('PLAIN files not allowed in Posts');
  });

  it('names a type by its extension, else its MIME subtype', () => {
    expect(fileTypeLabel('a.docx', 'application/octet-stream')).toBe('DOCX');
    expect(fileTypeLabel('noext', 'application/zip')).toBe('ZIP');
    expect(fileTypeLabel('noext', '')).toBe('These');
  });
});
