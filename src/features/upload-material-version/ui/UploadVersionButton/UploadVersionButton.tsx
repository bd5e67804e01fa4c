import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { mayOnMaterial, type ContentItem } from '@/shared/api';
import { LayersIcon } from '@/shared/ui/icons';
import { UploadVersionDialog } from '../UploadVersionDialog/UploadVersionDialog';

/** A row's "Upload new version", for those the policy table allows (the owner of an original). */
export function UploadVersionButton({ item }: { item: ContentItem }) {
  const role = useSelector(selectCurrentUser)?.role;
  const [open, setOpen] = useState(false);
  if (item.type !== 'material' || !mayOnMaterial(role, 'uploadMaterialVersion', item.link)) return null;
  return (
    <>
      <Tooltip title="Upload new version">
        <IconButton size="small" aria-label={`Upload new version of ${item.title}`} onClick={() => setOpen(true)}>
          <LayersIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <UploadVersionDialog open={open} material={item} onClose={() => setOpen(false)} />
    </>
  );
}
