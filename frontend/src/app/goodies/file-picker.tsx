import { SelectFilesModal } from '@/features/create-post/components/select-files-modal';
import type { FilePicker } from '@/features/goodies/components/goody-composer-page';

/** The composer picks files through the Select Files modal (File Manager and Upload tabs). */
export const selectFiles: FilePicker = (props) => (
  <SelectFilesModal {...props} addLabel={props.addLabel ?? 'Add to Goody Bag'} />
);
