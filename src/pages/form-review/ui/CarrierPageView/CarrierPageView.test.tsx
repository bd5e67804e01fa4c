import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import type { FormDetails } from '@/shared/api';
import { CarrierPageView } from './CarrierPageView';

afterEach(() => jest.restoreAllMocks());

const rect = (y: number) => ({ page: 1, x: 150, y, width: 180, height: 20 });
const form = {
  id: 'f1',
  template: {
    version_id: 'v1',
    pdf: {
      pages: [{ width: 612, height: 792 }],
      fields: [
        { key: 'first', label: 'First name', kind: 'text', required: true, party: 'client', rects: [rect(650)] },
        { key: 'last', label: 'Last name', kind: 'text', required: true, party: 'client', rects: [rect(610)] },
      ],
    },
  },
} as unknown as FormDetails;

it('moves from field to field when the browser answers scrollIntoView with a promise', () => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response('{"detail":"no"}', { status: 404, headers: { 'content-type': 'application/json' } }));
  // Newer Chromium returns a promise here: an effect that returned it would hand React a "cleanup" to call.
  const scrolled = jest.fn(() => Promise.resolve());
  Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
  const store = makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } });
  const view = (key: string) => (
    <Provider store={store}>
      <CarrierPageView form={form} fieldKey={key} />
    </Provider>
  );
  const { rerender, unmount } = render(view('first'));
  expect(screen.getByRole('region', { name: 'Page 1 of the form, zoomed to “First name”' })).toBeInTheDocument();
  rerender(view('last'));
  expect(screen.getByRole('region', { name: 'Page 1 of the form, zoomed to “Last name”' })).toBeInTheDocument();
  expect(scrolled).toHaveBeenCalledTimes(2);
  unmount();
});
