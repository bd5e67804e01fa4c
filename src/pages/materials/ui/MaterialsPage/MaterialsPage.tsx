import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { ContentBrowser } from '@/widgets/content-browser';
import { IntakeFormList } from '../IntakeFormList/IntakeFormList';
import { PageHeader } from '@/shared/ui/page-header';
import { tabOf, type MaterialsTab } from '../../lib/tab';

/** My materials, what others shared with me (`?tab=shared`) and intake forms (`?tab=forms`). */
export function MaterialsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <>
      <PageHeader title="Materials" description="Your folders and files, and what others shared with you." />
      <Tabs
        value={tab}
        onChange={(_e, next: MaterialsTab) => setParams(next === 'own' ? {} : { tab: next })}
        aria-label="Spaces"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="own" label="My materials" />
        <Tab value="shared" label="Shared with me" />
        <Tab value="forms" label="Forms" />
      </Tabs>
      {tab === 'forms' ? <IntakeFormList /> : <ContentBrowser key={tab} space={tab} />}
    </>
  );
}
