import { screen, waitFor, within } from '@testing-library/react';
import { contentItem } from '../../../tests/jest/content-harness';
import { renderApp, signedIn } from './test-utils';

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

it('heads a material’s review page with its file name, in the page, the top bar and the browser tab', async () => {
  const details = {
    ...contentItem({ id: 'm9', title: 'Q3 brochure.svg', content_type: 'image/svg+xml' }),
    sha256: 'abc',
    path: [],
    lifecycle: {
      states: [],
      version_state: 'published',
      approved_by: null,
      approved_at: null,
      use_until: null,
      withdrawn_at: null,
      withdrawn_reason: null,
      may_open: true,
      may_recall: false,
      withheld_reason: null,
      may_download: true,
      may_send: true,
      ceiling_reason: null,
      rules: { requires_license: false, allowed_states: [], watermark_clients: false },
      may_set_rules: false,
      watermarked: false,
    },
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const found = url.pathname.endsWith('/material/m9/details');
    return new Response(JSON.stringify(found ? details : { detail: 'Not found' }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  renderApp('/materials/review/m9', { session: signedIn('agent') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Q3 brochure.svg' })).toBeInTheDocument();
  const bar = screen.getByRole('link', { name: 'Materials' }).closest('header');
  expect(within(bar!).getByText('Q3 brochure.svg')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Q3 brochure.svg · Cascade'));
  expect(screen.queryByText('Review material')).not.toBeInTheDocument();
});
