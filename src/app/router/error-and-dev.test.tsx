import { screen } from '@testing-library/react';
import { renderApp, signedIn, signedOut } from './test-utils';

describe('unknown pages', () => {
  it.each([signedOut, signedIn('agent')])('show 404 "Page Not Found" with a link home', async (session) => {
    renderApp('/no/such/page', { session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('developer pages', () => {
  it('exist when developer pages are enabled', async () => {
    renderApp('/dev/ui', { devPages: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'UI kit' })).toBeInTheDocument();
  });

  it.each([
    ['/dev/auth', 'Auth playground'],
    ['/dev/forms', 'Forms playground'],
    ['/dev/socket', 'Socket playground'],
    ['/dev/materials', 'Materials playground'],
    ['/dev/audio-animation', 'Audio animation'],
  ])('%s exists when enabled', async (path, title) => {
    renderApp(path, { devPages: true });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('do not exist otherwise', async () => {
    renderApp('/dev/ui', { devPages: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
