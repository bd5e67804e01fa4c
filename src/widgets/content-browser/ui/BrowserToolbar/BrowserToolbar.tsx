import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { UploadButton } from '@/features/upload-materials';
import { FolderPlusIcon, GridIcon, ListIcon } from '@/shared/ui/icons';
import type { ContentView, Crumb } from '../../model/useBrowserState';
import { SORTS, type ContentSort } from '../../lib/sort';
import { typeFilters, type ContentTypeFilter } from '../../lib/type-filter';
import { ToolbarSearchField, ToolbarSelect } from '../ToolbarField/ToolbarField';

export interface BrowserToolbarProps {
  rootLabel: string;
  trail: Crumb[];
  onGo: (trail: Crumb[]) => void;
  search: string;
  onSearch: (text: string) => void;
  sort: ContentSort;
  onSort: (sort: ContentSort) => void;
  /** Only this kind of item; none for all. */
  type: ContentTypeFilter | undefined;
  onType: (type: ContentTypeFilter | undefined) => void;
  /** List or grid, as the URL (or the kept preference) says. */
  view: ContentView;
  onView: (view: ContentView) => void;
  /** Own space: "New folder" and "Upload". */
  own: boolean;
  onNewFolder: () => void;
  onFiles: (files: File[]) => void;
}

/** The folder path (inside a folder), the title search, the order, the type, list or grid, and (own space) new folder and upload. */
export function BrowserToolbar({
  rootLabel,
  trail,
  onGo,
  search,
  onSearch,
  sort,
  onSort,
  type,
  onType,
  view,
  onView,
  own,
  onNewFolder,
  onFiles,
}: BrowserToolbarProps) {
  const crumbs = [{ id: '', title: rootLabel }, ...trail];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      {/* The path only inside a folder (on a line of its own): at the top level it would repeat the heading above. */}
      {trail.length > 0 ? (
        <Breadcrumbs aria-label="Folder path" sx={{ flexBasis: '100%', overflowWrap: 'anywhere' }}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Typography key={crumb.id || 'root'} color="text.primary" aria-current="page">
                {crumb.title}
              </Typography>
            ) : (
              <Link key={crumb.id || 'root'} component="button" type="button" onClick={() => onGo(trail.slice(0, index))}>
                {crumb.title}
              </Link>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
      <ToolbarSearchField label="Search by title" value={search} onChange={onSearch} sx={{ width: { xs: '100%', sm: 220 } }} />
      <ToolbarSelect
        label="Sort by"
        value={sort}
        onChange={(value) => onSort(value as ContentSort)}
        options={SORTS}
        sx={{ width: { xs: '100%', sm: 170 } }}
      />
      <ToolbarSelect
        label="Type"
        value={type ?? ''}
        onChange={(value) => onType((value || undefined) as ContentTypeFilter | undefined)}
        options={typeFilters(own ? 'own' : 'shared')}
        sx={{ width: { xs: '100%', sm: 150 } }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_e, next: ContentView | null) => next && onView(next)}
        aria-label="View"
      >
        <ToggleButton value="list" aria-label="List view">
          <ListIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="grid" aria-label="Grid view">
          <GridIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      {own ? (
        <>
          <Button variant="outlined" startIcon={<FolderPlusIcon />} onClick={onNewFolder}>
            New folder
          </Button>
          <UploadButton onFiles={onFiles} />
        </>
      ) : null}
    </Box>
  );
}
