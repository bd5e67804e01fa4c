import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentBrowser } from '@/widgets/content-browser';
import { PageHeader } from '@/shared/ui/page-header';
import { tabOf, type MaterialsTab } from '../../lib/tab';

/** The forms tab's code (with its send dialog) loads when that tab opens: most visits show the materials. */
const IntakeFormList = lazy(async () => ({
  default: (await import(/* webpackChunkName: "intake-form-list" */ '../IntakeFormList/IntakeFormList')).IntakeFormList,
}));

const formsLoading = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress aria-label="Loading forms" />
  </Box>
);

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
      {tab === 'forms' ? (
        <Suspense fallback={formsLoading}>
          <IntakeFormList />
        </Suspense>
      ) : (
        <ContentBrowser key={tab} space={tab} />
      )}
    </>
  );
}
