import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FolderIcon, UsersIcon } from '@/shared/ui/icons';
import { windowWidth } from '../../../../tests/jest/window-width';
import { InternalLayout } from './InternalLayout';
import type { ShellUser } from './types';

const user: ShellUser = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  avatar: null,
  role: 'admin',
  company: { name: 'Northwind Insurance' },
};

function renderShell(path = '/clients/7', shellUser: ShellUser = user) {
  const onSignOut = jest.fn();
  const shell = (
    <InternalLayout
      title="Clients"
      user={shellUser}
      onSignOut={onSignOut}
      navigation={{
        main: [
          { to: '/clients', label: 'Clients', icon: <UsersIcon /> },
          { to: '/materials', label: 'Materials', icon: <FolderIcon /> },
        ],
        secondary: [],
      }}
    >
      <h1>Client 7</h1>
    </InternalLayout>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { onSignOut, router };
}

afterEach(() => jest.restoreAllMocks());

describe('InternalLayout', () => {
  it('has header, navigation and main landmarks', () => {
    renderShell();
    expect(screen.getByRole('banner')).toHaveTextContent('Clients');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Client 7' }));
  });

  it('keeps the company block in a landmark of its own, as everything else on the page is', () => {
    renderShell();
    expect(screen.getByRole('region', { name: 'Company' })).toHaveTextContent('Northwind Insurance');
  });

  it('marks the current section', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Materials' })).not.toHaveAttribute('aria-current');
  });

  it('shows the navigation at once on wide windows, with no second copy for phones', () => {
    renderShell();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Materials', hidden: true })).toHaveLength(1);
  });

  it('opens the navigation from the menu button on phones and closes it on navigating', async () => {
    windowWidth(390);
    const { router } = renderShell();
    // Closed, the phone's drawer is not there at all (nor hidden): the menu button controls nothing yet.
    expect(screen.queryAllByRole('link', { name: 'Materials', hidden: true })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Open navigation' })).not.toHaveAttribute('aria-controls');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    // The drawer's code loads on the way (a pointer over the button starts it).
    const drawer = await screen.findByRole('presentation', { hidden: true });
    expect(screen.getByRole('button', { name: 'Open navigation', hidden: true })).toHaveAttribute('aria-controls', drawer.id);
    // The open drawer is modal: only its navigation is reachable now.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Materials' }));
    expect(router.state.location.pathname).toBe('/materials');
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the navigation from the keyboard on phones, focus inside it, and gives the focus back on Escape', async () => {
    windowWidth(390);
    renderShell();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Open navigation' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('presentation')).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows who is signed in and offers profile, company and sign out', async () => {
    const { onSignOut, router } = renderShell();
    const button = screen.getByRole('button', { name: /^Account menu for Ada Lovelace\b/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    await userEvent.click(button);
    // Pointing at the button loaded the menu: it is there after the click.
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(menu);
    expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    expect(within(menu).getByText('Admin · Northwind Insurance')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Company' })).toHaveAttribute('href', '/settings/company');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/clients/7');
  });

  it('opens the user menu from the keyboard with the focus on its first item, and Escape gives the focus back', async () => {
    renderShell();
    const button = screen.getByRole('button', { name: /^Account menu for Ada Lovelace\b/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Company', 'Sign out']);
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Company' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-expanded');
  });

  it('names the company under Cascade when it has no logo', () => {
    renderShell();
    expect(screen.getAllByText('Northwind Insurance').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: 'Northwind Insurance logo' })).not.toBeInTheDocument();
  });

  it('shows the company logo beside its name in the drawer, and in the top bar for phones', () => {
    const logo = 'https://example.com/api/frontend/company/logo/1';
    renderShell('/clients/7', { ...user, company: { name: 'Northwind Insurance', logo } });
    // In the drawer the logo is decorative: the company's name is written next to it.
    const header = screen.getAllByText('on Cascade')[0]!.parentElement!.parentElement!;
    expect(header).toHaveTextContent('Northwind Insurance');
    expect(within(header).getByRole('presentation')).toHaveAttribute('src', logo);
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Northwind Insurance logo' })).toHaveAttribute(
      'src',
      logo,
    );
  });

  it('gives a wide logo (a wordmark) the drawer header’s full width, with the company name below', () => {
    const logo = 'https://example.com/api/frontend/company/logo/2';
    renderShell('/clients/7', { ...user, company: { name: 'Northwind Insurance', logo } });
    const header = screen.getAllByText('on Cascade')[0]!.parentElement!.parentElement!;
    const image = within(header).getByRole('presentation');
    Object.defineProperty(image, 'naturalWidth', { value: 512 });
    Object.defineProperty(image, 'naturalHeight', { value: 128 });
    fireEvent.load(image);
    expect(header).not.toHaveTextContent('on Cascade');
    expect(header).toHaveTextContent('Northwind Insurance');
    expect(within(header).getByRole('presentation')).toHaveAttribute('src', logo);
  });
});
