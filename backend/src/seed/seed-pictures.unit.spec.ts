import { existsSync } from 'node:fs';
import { UploadMediaCommand } from '../content/media/upload-media/upload-media.command.js';
import { uploadDemoPicture } from './seed-pictures.js';
import type { SeedFlirt, SeedWorld } from './seed-world.js';

const flirt = { index: 0, userId: 'flirt-1', login: 'demo_flirt' } as SeedFlirt;

/** A world whose upload answers `outcome` and notes the temporary file it was handed. */
function worldAnswering(outcome: () => unknown): { world: SeedWorld; seen: string[] } {
  const seen: string[] = [];
  const world = {
    context: () => ({}),
    run: (command: unknown) => {
      if (!(command instanceof UploadMediaCommand)) throw new Error('not an upload');
      seen.push(command.file.path);
      expect(existsSync(command.file.path)).toBe(true);
      return Promise.resolve().then(outcome);
    },
  } as unknown as SeedWorld;
  return { world, seen };
}

describe('uploadDemoPicture', () => {
  it('uploads the picture from a temporary file and removes the file afterwards', async () => {
    const { world, seen } = worldAnswering(() => ({ streamId: 'media-abc' }));
    await expect(uploadDemoPicture(world, flirt, 1, 'listing-1.png', new Date())).resolves.toBe(
      'abc',
    );
    expect(seen).toHaveLength(1);
    expect(existsSync(seen[0] ?? '')).toBe(false);
  });

  it('removes the temporary file when the upload is refused too', async () => {
    const { world, seen } = worldAnswering(() => {
      throw new Error('refused');
    });
    await expect(uploadDemoPicture(world, flirt, 2, 'post-2.png', new Date())).rejects.toThrow(
      'refused',
    );
    expect(existsSync(seen[0] ?? '')).toBe(false);
  });
});
