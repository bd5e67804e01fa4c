import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { ContentItem } from '@/shared/api';
import type { Crumb } from '../../model/useBrowserState';

export interface ItemLocationProps {
  item: ContentItem;
  /** Opens one of the folders on the path. */
  onGo: (trail: Crumb[]) => void;
}

/**
 * Where a search hit lives: "in Carriers / Aetna" (each folder opens), or "at the top level".
 * Nothing outside a search.
 */
export function ItemLocation({ item, onGo }: ItemLocationProps) {
  const path = item.path;
  if (!path) return null;
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {path.length === 0
        ? 'at the top level'
        : [
            'in ',
            ...path.map((folder, index) => (
              <Fragment key={folder.id}>
                {index > 0 ? ' / ' : null}
                <Link
                  component="button"
                  type="button"
                  variant="caption"
                  onClick={() => onGo(path.slice(0, index + 1))}
                  sx={{ verticalAlign: 'baseline', textAlign: 'left' }}
                >
                  {folder.title}
                </Link>
              </Fragment>
            )),
          ]}
    </Typography>
  );
}
