import InputBase from '@mui/material/InputBase';
import { useState } from 'react';
import { useUpdateFolderMutation, useUpdateMaterialMutation, type ContentItem } from '@/shared/api';
import { notifyError } from '@/shared/ui/toast';

export interface RenameFieldProps {
  item: ContentItem;
  onDone: () => void;
}

/** The title turned into a field: Enter or leaving it saves, Escape cancels. */
export function RenameField({ item, onDone }: RenameFieldProps) {
  const [value, setValue] = useState(item.title);
  const [updateFolder] = useUpdateFolderMutation();
  const [updateMaterial] = useUpdateMaterialMutation();
  const save = async () => {
    const title = value.trim();
    if (!title || title === item.title) {
      onDone();
      return;
    }
    try {
      if (item.type === 'folder') await updateFolder({ folderId: item.id, body: { title } }).unwrap();
      else await updateMaterial({ materialId: item.id, body: { title } }).unwrap();
    } catch (error) {
      notifyError(error, 'The name could not be changed.');
    }
    onDone();
  };
  return (
    <InputBase
      autoFocus
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onClick={(e) => e.stopPropagation()}
      onBlur={() => void save()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void save();
        if (e.key === 'Escape') onDone();
      }}
      inputProps={{ 'aria-label': `New name for ${item.title}` }}
      sx={{ border: 1, borderColor: 'primary.main', borderRadius: 1, px: 1, fontSize: 'inherit', width: '100%' }}
    />
  );
}
