import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItem, mockApi } from '../../../tests/jest/content-harness';
import { renderApp, signedIn } from './test-utils';

afterEach(() => jest.restoreAllMocks());

/**
 * The materials route asks for its list as soon as it matches, once: a later step to the next page is the
 * browser's own request from the page's edge (after_id), not a second one by page number.
 */
it('prefetches the list on arrival only; a step to the next page is one request, from the edge', async () => {
  const calls = mockApi({
    'GET /content/': ({ search }: { search: URLSearchParams }) => {
      const at = Number(search.get('page') ?? 1);
      const items = Array.from({ length: 50 }, (_, i) => contentItem({ id: `p${at}-${i}`, title: `Page ${at} file ${i}.pdf` }));
      return { items, total: 250, page: at, size: 50, pages: 5 };
    },
  });
  renderApp('/materials', { session: signedIn('agent') });
  await screen.findByRole('link', { name: 'Page 1 file 0.pdf' });
  const lists = () => calls.filter((c) => c.method === 'GET' && c.path === '/content/');
  expect(lists()).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  await screen.findByRole('link', { name: 'Page 2 file 0.pdf' });
  const second = lists().slice(1);
  expect(second.map((c) => [c.search.get('page'), c.search.get('after_id')])).toEqual([['2', 'p1-49']]);
});
