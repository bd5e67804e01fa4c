import type { ContentSelection } from '@/entities/content';
import { CreateFolderDialog } from '@/features/create-folder';
import { DeleteContentDialog } from '@/features/delete-content';
import { MoveContentDialog } from '@/features/move-content';
import { SendContentDialog } from '@/features/send-content';
import type { BrowserDialog } from '../../model/useBrowserState';

export interface ContentDialogsProps {
  dialog: BrowserDialog;
  selection: ContentSelection;
  /** Where "New folder" creates it. */
  folderId: string | null;
  onClose: () => void;
  /** After a send, move, copy or delete: the selection is spent. */
  onDone: () => void;
}

/** The dialogs the toolbar and the selection bar open; at most one is open. */
export function ContentDialogs({ dialog, selection, folderId, onClose, onDone }: ContentDialogsProps) {
  return (
    <>
      <CreateFolderDialog open={dialog === 'folder'} parentId={folderId} onClose={onClose} />
      <SendContentDialog open={dialog === 'send'} selection={selection} onClose={onClose} onSent={onDone} />
      <MoveContentDialog
        open={dialog === 'move' || dialog === 'copy'}
        mode={dialog === 'copy' ? 'copy' : 'move'}
        selection={selection}
        onClose={onClose}
        onDone={onDone}
      />
      <DeleteContentDialog open={dialog === 'delete'} selection={selection} onClose={onClose} onDone={onDone} />
    </>
  );
}
