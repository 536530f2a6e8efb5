import type { NoticeOwner } from '../projection.js';

/**
 * What changed in one committed batch, for the realtime gateway: a logical collection, the ids
 * of the changed documents, whose they are, and the event position that changed them (pass it
 * back as `after=` to read your own write).
 */
export interface ChangeNotice {
  readonly projection: string;
  readonly collection: string;
  /** Changed document ids; null when the batch changed an unknown set (refetch the list). */
  readonly ids: readonly string[] | null;
  readonly owner: NoticeOwner | null;
  readonly position: number;
  /** 'rebuilt': the projection switched to a rebuilt version; every reader should refetch. */
  readonly reason?: 'rebuilt';
}

/**
 * Where committed batches announce their changes. In-process by default; a bus adapter (Kafka)
 * lets a separate projector process reach the gateway without changing the runner.
 *
 * @example
 * const notifier = new InProcessChangeNotifier();
 * const unsubscribe = notifier.subscribe((notices) => gateway.deliver(notices));
 */
export interface ChangeNotifier {
  publish(notices: readonly ChangeNotice[]): void;
}

export type ChangeListener = (notices: readonly ChangeNotice[]) => void;

export class InProcessChangeNotifier implements ChangeNotifier {
  private readonly listeners = new Set<ChangeListener>();

  publish(notices: readonly ChangeNotice[]): void {
    if (notices.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(notices);
      } catch {
        // A failing listener must not stop the runner or the other listeners.
      }
    }
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
