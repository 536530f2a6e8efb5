import type { FilePicker } from '@/components/media/file-picker';
import { SelectFilesModal } from '@/features/create-post/components/select-files-modal';

/** Mail attachments: the Select Files modal (File Manager and Upload tabs). */
export const attachFiles: FilePicker = (props) => (
  <SelectFilesModal {...props} addLabel="Attach to Mail" />
);

/** A chat photo: the same modal; the first picked image is sent. */
export const pickChatPhoto: FilePicker = (props) => (
  <SelectFilesModal {...props} addLabel="Send Photo" />
);
