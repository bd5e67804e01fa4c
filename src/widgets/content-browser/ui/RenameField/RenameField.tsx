import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useState, type FocusEvent } from 'react';
import { errorDetail, errorStatus, useUpdateFolderMutation, useUpdateMaterialMutation, type ContentItem } from '@/shared/api';
import { notifyError } from '@/shared/ui/toast';
import { baseNameLength, extensionChange } from '../../lib/file-name';

export interface RenameFieldProps {
  item: ContentItem;
  onDone: () => void;
}

/**
 * The title turned into a field: Enter or leaving it saves, Escape cancels. Only a file's base name is
 * selected at first, so typing keeps its extension; a new name that changes, adds or drops the extension
 * is asked about first (the file may open differently). A name already taken in the folder is not
 * changed silently: the field stays, says so, and offers to keep both under the numbered name.
 */
export function RenameField({ item, onDone }: RenameFieldProps) {
  const [value, setValue] = useState(item.title);
  const [conflict, setConflict] = useState<string | null>(null);
  // The extension change being asked about, and the name whose extension change was agreed to.
  const [asking, setAsking] = useState<ReturnType<typeof extensionChange>>(null);
  const [agreed, setAgreed] = useState<string | null>(null);
  const [updateFolder] = useUpdateFolderMutation();
  const [updateMaterial] = useUpdateMaterialMutation();
  const save = async (keepBoth = false, title = value.trim(), confirmed = agreed === title) => {
    if (!title || title === item.title) {
      onDone();
      return;
    }
    const change = item.type === 'material' && !confirmed ? extensionChange(item.title, title) : null;
    if (change) {
      setAsking(change);
      return;
    }
    const body = { title, ...(keepBoth ? { keep_both: true } : {}) };
    try {
      if (item.type === 'folder') await updateFolder({ folderId: item.id, body }).unwrap();
      else await updateMaterial({ materialId: item.id, body }).unwrap();
    } catch (error) {
      if (errorStatus(error) === 409) {
        setConflict(errorDetail(error) ?? `“${title}” is already taken here.`);
        return;
      }
      notifyError(error, 'The name could not be changed.');
    }
    onDone();
  };
  const selectBaseName = (e: FocusEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    input.setSelectionRange(0, item.type === 'material' ? baseNameLength(input.value) : input.value.length);
  };
  const describedBy = `rename-conflict-${item.id}`;
  return (
    <Box onClick={(e) => e.stopPropagation()}>
      <InputBase
        autoFocus
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setConflict(null);
          setAsking(null);
        }}
        onFocus={selectBaseName}
        onBlur={() => (conflict || asking ? undefined : void save())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
          if (e.key === 'Escape') onDone();
        }}
        inputProps={{
          'aria-label': `New name for ${item.title}`,
          'aria-invalid': conflict ? true : undefined,
          'aria-describedby': conflict ? describedBy : asking ? `${describedBy}-extension` : undefined,
        }}
        sx={{
          border: 1,
          borderColor: conflict ? 'error.main' : 'primary.main',
          borderRadius: 1,
          px: 1,
          fontSize: 'inherit',
          width: '100%',
        }}
      />
      {asking ? (
        <Box role="alert" sx={{ mt: 0.5 }}>
          <Typography id={`${describedBy}-extension`} variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {asking.question}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              onClick={() => {
                const title = value.trim();
                setAgreed(title);
                setAsking(null);
                void save(false, title, true);
              }}
            >
              {asking.to ? `Change to ${asking.to}` : `Remove ${asking.from}`}
            </Button>
            <Button
              size="small"
              onClick={() => {
                const title = asking.keep;
                setValue(title);
                setAsking(null);
                void save(false, title, true);
              }}
            >
              {asking.from ? `Keep ${asking.from}` : 'Keep no extension'}
            </Button>
          </Box>
        </Box>
      ) : null}
      {conflict ? (
        <Box role="alert" sx={{ mt: 0.5 }}>
          <Typography id={describedBy} variant="caption" color="error" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {conflict}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" onClick={() => void save(true, value.trim())}>
              Keep both
            </Button>
            <Button size="small" onClick={onDone}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
