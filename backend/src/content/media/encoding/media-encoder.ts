import { mediaStreamId, READ_MODELS } from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { FileItemRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { systemContext } from '../../content-support.js';
import { mediaDecider } from '../media.decider.js';
import { probeAudioVideo } from '../pipeline/av-metadata.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.port.js';

const BATCH = 20;

/**
 * "Encoding" of audio and video: the file is kept as uploaded; its container is read for the
 * duration. A file that claims a container it is not ends failed (and a post holding it shows
 * as removed). Pending files are found from the read model, so a crash between upload and
 * encoding is picked up by the next run; the decider ends an encoding once.
 */
@Injectable()
export class MediaEncoder {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly readModels: ReadModels,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async encode(itemId: string, now: Date): Promise<boolean> {
    const state = await this.commands.state(mediaDecider, mediaStreamId(itemId));
    if (!state.exists || state.deleted || state.encodingStatus !== 'pending') return false;
    const copy = await this.storage.open(state.variants.original);
    const probe = copy
      ? await probeAudioVideo(copy.path, state.contentType).finally(() => copy.release())
      : { ok: false as const, reason: 'The uploaded file is missing.' };
    const outcome = await this.commands.handle(
      mediaStreamId(itemId),
      mediaDecider,
      probe.ok
        ? {
            type: 'CompleteEncoding',
            durationSeconds: probe.durationSeconds,
            variants: state.variants,
          }
        : { type: 'FailEncoding', reason: probe.reason },
      systemContext('media-encoder', now),
    );
    return outcome.events.length > 0;
  }

  async encodePending(now: Date): Promise<{ done: number }> {
    const pending = await this.readModels
      .collection<FileItemRow>(READ_MODELS.fmItems)
      .find({ encodingStatus: 'pending' }, { sort: { createdAt: 1 }, limit: BATCH })
      .toArray();
    let done = 0;
    for (const item of pending) {
      if (await this.encode(item._id, now)) done += 1;
    }
    return { done };
  }
}
