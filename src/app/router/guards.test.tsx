import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@/shared/api';
import { renderApp, restoring, signedIn, signedOut } from './test-utils';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('guards', () => {
  it.each<[Role, string, string]>([
    ['admin', '/marketers', 'Marketers'],
    ['marketer', '/agents', 'Agents'],
    ['agent', '/clients', 'Clients'],
    ['client', '/materials', 'Materials'],
  ])('sends a signed-in %s from / to %s', async (role, path, title) => {
    const { location } = renderApp('/', { session: signedIn(role) });
    expect(await h1(title)).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it.each<[Role, string]>([
    ['client', '/archive'],
    ['client', '/archive/7'],
  ])('a %s who opens %s, a list the policy table does not give them, gets "Page Not Found"', async (role, path) => {
    const { location } = renderApp(path, { session: signedIn(role) });
    expect(await h1('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page is not open to you' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute(
      'href',
      { client: '/materials', agent: '/clients', marketer: '/agents', admin: '/marketers' }[role],
    );
    expect(location()).toBe(path);
  });

  it('opens a list for the roles the policy table gives it', async () => {
    renderApp('/archive', { session: signedIn('admin') });
    expect(await h1('Archive')).toBeInTheDocument();
  });

  it('shows a progress indicator on an auth page while the session is restored', async () => {
    const { location } = renderApp('/clients', { session: restoring });
    expect(await screen.findByRole('progressbar', { name: 'Restoring your session' })).toBeInTheDocument();
    expect(location()).toBe('/clients');
  });

  it('sends a signed-out person to sign in, remembering where they wanted to go', async () => {
    const { location } = renderApp('/clients/7?tab=forms', { session: signedOut });
    expect(await h1('Sign in to Cascade')).toBeInTheDocument();
    expect(location()).toBe('/auth/login?redirect=%2Fclients%2F7%3Ftab%3Dforms');
  });

  it('sends a signed-out person from / to plain sign in', async () => {
    const { location } = renderApp('/', { session: signedOut });
    expect(await h1('Sign in to Cascade')).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
  });

  it('sends a signed-in person away from guest pages to their landing page', async () => {
    const { location } = renderApp('/auth/forgot-password', { session: signedIn('agent') });
    expect(await h1('Clients')).toBeInTheDocument();
    expect(location()).toBe('/clients');
  });

  it('follows ?redirect= for a signed-in person on the sign-in page, but only inside the app', async () => {
    const inside = renderApp('/auth/login?redirect=%2Fmaterials%2Freview%2F9', { session: signedIn('client') });
    expect(await h1('Material')).toBeInTheDocument();
    expect(inside.location()).toBe('/materials/review/9');
  });

  it('ignores a redirect to another site', async () => {
    const { location } = renderApp('/auth/login?redirect=%2F%2Fevil.test', { session: signedIn('admin') });
    await waitFor(() => expect(location()).toBe('/marketers'));
  });

  it.each(['/welcome', '/auth/password-new', '/auth/confirm-email-change'])('lets anyone open %s', async (path) => {
    const out = renderApp(path, { session: signedOut });
    await screen.findAllByRole('heading', { level: 1 });
    expect(out.location()).toBe(path);
  });

  it('lets a signed-in person open pages without a guard too', async () => {
    const { location } = renderApp('/auth/password-new', { session: signedIn('admin') });
    expect(await h1('Choose a new password')).toBeInTheDocument();
    expect(location()).toBe('/auth/password-new');
  });
});
