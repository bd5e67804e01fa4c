import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { RootLayout } from './RootLayout';

it('offers a skip link, the loading bar and the page, and names the tab after the page', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [{ path: '/', handle: { title: 'Clients' }, element: <main id="main-content">Page</main> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  expect(screen.getByLabelText('Loading page')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('main')).toHaveTextContent('Page');
  expect(document.title).toBe('Clients · Cascade');
});

it('takes the place of the static sign-in page from index.html when it renders', async () => {
  const shell = document.createElement('div');
  shell.id = 'sign-in-shell';
  shell.textContent = 'Sign in to Cascade';
  document.body.append(shell);
  document.documentElement.setAttribute('data-shell', 'sign-in');
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <main>Page</main> }] }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('main')).toHaveTextContent('Page');
  expect(screen.queryByText('Sign in to Cascade')).not.toBeInTheDocument();
  expect(document.documentElement).not.toHaveAttribute('data-shell');
});

it('starts keyboard navigation from the top again after a navigation removed the focused element, and leaves the first page alone', async () => {
  function SignIn() {
    const navigate = useNavigate();
    return (
      <main id="main-content">
        <button onClick={() => navigate('/next')}>Sign in</button>
      </main>
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <SignIn /> },
          { path: '/next', element: <main id="main-content">Signed in</main> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: 'Sign in' });
  expect(document.activeElement).toBe(document.body);

  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('main')).toHaveTextContent('Signed in');
  expect(document.activeElement).not.toBe(document.body);
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
});
