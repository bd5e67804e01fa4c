import { screen, waitFor } from '@testing-library/react';
import { makeStore } from '@/app/model';
import { contentItem, mockApi, page } from '../../../tests/jest/content-harness';
import { loadInternalShell, loadMaterialsPage } from './page-chunks';
import type * as PageChunks from './page-chunks';
import { loadStartPage } from './start-page';
import { prefetchStartPage } from './start-page-prefetch';
import { renderApp, signedIn, signedOut } from './test-utils';

jest.mock('./page-chunks', () => {
  const actual = jest.requireActual<typeof PageChunks>('./page-chunks');
  return { loadInternalShell: jest.fn(actual.loadInternalShell), loadMaterialsPage: jest.fn(actual.loadMaterialsPage) };
});

const at = (path: string) => new URL(path, 'http://localhost');

afterEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

describe('loadStartPage', () => {
  it("begins loading the shell's and the page's chunks when the app opens at /materials", () => {
    loadStartPage(at('/materials?tab=shared'));
    expect(loadInternalShell).toHaveBeenCalledTimes(1);
    expect(loadMaterialsPage).toHaveBeenCalledTimes(1);
  });

  it('accepts the path with a trailing slash', () => {
    loadStartPage(at('/materials/'));
    expect(loadMaterialsPage).toHaveBeenCalledTimes(1);
  });

  it('loads nothing at other pages', () => {
    loadStartPage(at('/auth/login'));
    loadStartPage(at('/materials/review/m1'));
    expect(loadInternalShell).not.toHaveBeenCalled();
    expect(loadMaterialsPage).not.toHaveBeenCalled();
  });
});

describe('prefetchStartPage', () => {
  it("starts the page's list before the router exists, and the route's loader shares that request", async () => {
    const calls = mockApi({ 'GET /content/': page([contentItem({ id: 'm1', title: 'Rates 2027.pdf' })]) });
    const lists = () => calls.filter((c) => c.method === 'GET' && c.path === '/content/');
    const store = makeStore({ session: signedIn('agent') });

    prefetchStartPage(store, at('/materials'));
    await waitFor(() => expect(lists()).toHaveLength(1));

    renderApp('/materials', { store });
    expect(await screen.findByRole('link', { name: 'Rates 2027.pdf' })).toBeInTheDocument();
    expect(lists()).toHaveLength(1);
  });

  it("asks for nothing without a session's token in the store", async () => {
    const calls = mockApi({});
    const store = makeStore({ session: signedOut });
    prefetchStartPage(store, at('/materials'));
    expect(store.getState().api.queries).toEqual({});
    expect(calls).toHaveLength(0);
  });
});
