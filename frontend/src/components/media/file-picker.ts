import type { FileManagerItemResponse } from '@flirtwire/contracts';
import type { ReactNode } from 'react';

/**
 * A picker of the signed-in Flirt's file-manager items (the Select Files modal), handed to a
 * feature by its route so features do not import each other.
 */
export type FilePicker = (props: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onAdd: (items: readonly FileManagerItemResponse[]) => void;
}) => ReactNode;
