import { describe, expect, it } from '@jest/globals';
import { fileManagerTab, sizeText } from './file-manager-tabs';

describe('the file manager helpers', () => {
  it('opens the Files tab unless Upload is asked for', () => {
    expect(fileManagerTab('upload')).toBe('upload');
    expect(fileManagerTab('files')).toBe('files');
    expect(fileManagerTab('nonsense')).toBe('files');
    expect(fileManagerTab(undefined)).toBe('files');
  });

  it('writes sizes as people read them', () => {
    expect(sizeText(900)).toBe('900 B');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(5 * 1024 * 1024)).toBe('5 MB');
  });
});
