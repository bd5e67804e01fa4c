import { screen, within } from '@testing-library/react';
import { renderApp, signedIn, signedOut } from './test-utils';

describe('every route has its page', () => {
  it.each([
    ['/marketers', 'Marketers'],
    ['/marketers/5', 'Marketer'],
    ['/agents', 'Agents'],
    ['/clients', 'Clients'],
    ['/clients/5', 'Client'],
    ['/materials', 'Materials'],
    ['/materials/agent/5', 'Agent materials'],
    ['/materials/client/5', 'Client materials'],
    ['/materials/marketer/5', 'Marketer materials'],
    ['/archive', 'Archive'],
    ['/archive/5', 'Archived member'],
    ['/meetings', 'Meetings'],
    ['/meeting/room-1', 'Meeting'],
    ['/settings/company', 'Company'],
    ['/settings/forms', 'Form templates'],
    ['/settings/profile', 'Profile'],
    ['/notifications', 'Notifications'],
  ])('%s: "%s" in the app shell', async (path, title) => {
    renderApp(path, { session: signedIn('admin') });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toMatch(/· Cascade$/);
  });

  it.each([
    ['/materials/review/5', 'Material'],
    ['/materials/form-review/5', 'Review intake form'],
  ])('%s: "%s" in the focused layout with a way back', async (path, title) => {
    renderApp(path, { session: signedIn('client') });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Materials' })).toHaveAttribute('href', '/materials');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each([
    ['/auth/login', 'Sign in to Cascade'],
    ['/auth/forgot-password', 'Reset your password'],
    ['/auth/reset-sent', 'Check your email'],
    ['/auth/invitation-confirm', 'Invalid invitation link'], // no email and token in the query
    ['/welcome', 'Welcome to Cascade'],
  ])('%s: "%s" for signed-out people', async (path, title) => {
    renderApp(path, { session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
