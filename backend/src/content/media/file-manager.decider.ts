import type { ContentEventOf } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { idFromKey } from '../../shared/domain/ids.js';

/** Every person's first folder, made on first use; its id follows from theirs. */
const DEFAULT_ALBUM_NAME = 'Uploads';
export const defaultAlbumId = (ownerId: string) => idFromKey('default-album', ownerId);

type AlbumEvent = ContentEventOf<'MediaAlbumCreated'>;

export type FileManagerCommand =
  | {
      readonly type: 'CreateAlbum';
      readonly ownerId: string;
      readonly albumId: string;
      readonly name: string;
    }
  | { readonly type: 'EnsureDefaultAlbum'; readonly ownerId: string };

export interface FileManagerState {
  readonly albums: ReadonlyMap<string, string>;
}

/** A person's folders (`file-manager-<ownerId>`). Creating the same folder id twice changes nothing. */
export const fileManagerDecider: Decider<FileManagerState, FileManagerCommand, AlbumEvent> = {
  name: 'file-manager',
  eventTypes: ['MediaAlbumCreated'],
  initialState: { albums: new Map() },
  evolve: (state, event) => ({
    albums: new Map([...state.albums, [event.data.albumId, event.data.name]]),
  }),
  decide(command, state) {
    switch (command.type) {
      case 'CreateAlbum':
        return state.albums.has(command.albumId)
          ? []
          : [
              {
                type: 'MediaAlbumCreated',
                data: { albumId: command.albumId, ownerId: command.ownerId, name: command.name },
              },
            ];
      case 'EnsureDefaultAlbum': {
        const albumId = defaultAlbumId(command.ownerId);
        return state.albums.has(albumId)
          ? []
          : [
              {
                type: 'MediaAlbumCreated',
                data: { albumId, ownerId: command.ownerId, name: DEFAULT_ALBUM_NAME },
              },
            ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
