import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentBrowser } from '@/widgets/content-browser';
import { PageHeader } from '@/shared/ui/page-header';
import { TabBar, type TabOption } from '@/shared/ui/tab-bar';
import { tabOf, type MaterialsTab } from '../../lib/tab';

/** The forms tab's code (with its send dialog) loads when that tab opens: most visits show the materials. */
const IntakeFormList = lazy(async () => ({
  default: (await import(/* webpackChunkName: "intake-form-list" */ '../IntakeFormList/IntakeFormList')).IntakeFormList,
}));

const TABS: readonly TabOption<MaterialsTab>[] = [
  { value: 'own', label: 'My materials' },
  { value: 'shared', label: 'Shared with me' },
  { value: 'forms', label: 'Forms' },
];

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
      <TabBar
        value={tab}
        options={TABS}
        onChange={(next) => setParams(next === 'own' ? {} : { tab: next })}
        label="Spaces"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      />
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
