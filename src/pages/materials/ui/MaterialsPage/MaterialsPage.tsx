import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { ContentBrowser } from '@/widgets/content-browser';
import { PageHeader } from '@/shared/ui/page-header';

/** My materials and what others shared with me (`?tab=shared`). */
export function MaterialsPage() {
  const [params, setParams] = useSearchParams();
  const space = params.get('tab') === 'shared' ? 'shared' : 'own';
  return (
    <>
      <PageHeader title="Materials" description="Your folders and files, and what others shared with you." />
      <Tabs
        value={space}
        onChange={(_e, next: 'own' | 'shared') => setParams(next === 'shared' ? { tab: 'shared' } : {})}
        aria-label="Spaces"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="own" label="My materials" />
        <Tab value="shared" label="Shared with me" />
      </Tabs>
      <ContentBrowser key={space} space={space} />
    </>
  );
}
