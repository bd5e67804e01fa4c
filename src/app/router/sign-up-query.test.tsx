import { screen } from '@testing-library/react';
import { renderApp, signedOut } from './test-utils';

describe('invitation links (spec §5)', () => {
  it.each(['/auth/signup-admin', '/auth/signup-agent', '/auth/signup-client', '/auth/signup-agent?email='])(
    '%s without an email: "Invalid invitation link", then sign in',
    async (path) => {
      const { location } = renderApp(path, { session: signedOut });
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Cascade' })).toBeInTheDocument();
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Error');
      expect(toast).toHaveTextContent('Invalid invitation link');
      expect(location()).toBe('/auth/login');
    },
  );

  it.each(['/auth/signup-company', '/auth/signup-company?email=owner%40acme.test', '/auth/signup-company?token=t1'])(
    '%s without token and email: "Invalid invitation link", then sign in',
    async (path) => {
      const { location } = renderApp(path, { session: signedOut });
      expect(await screen.findByText('Invalid invitation link')).toBeInTheDocument();
      expect(location()).toBe('/auth/login');
    },
  );

  it.each([
    ['/auth/signup-admin?email=a%40acme.test&token=t1', 'Create your account'],
    ['/auth/signup-agent?email=a%40acme.test&token=t1', 'Create your account'],
    ['/auth/signup-client?email=a%40acme.test&token=t1', 'Create your account'],
    ['/auth/signup-company?token=t1&email=owner%40acme.test', 'Register your company'],
    ['/auth/signup-marketer?email=m%40acme.test&token=t1', 'Create your account'],
  ])('%s opens the sign-up page', async (path, title) => {
    const { location } = renderApp(path, { session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Invalid invitation link')).not.toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('a marketer link without its token says the link is invalid and offers sign in', async () => {
    renderApp('/auth/signup-marketer', { session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
