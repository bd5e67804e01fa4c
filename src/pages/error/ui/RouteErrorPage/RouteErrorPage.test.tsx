import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

function Boom(): never {
  throw new Error('render failed');
}

it('shows 500 when a page throws', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
  spy.mockRestore();
});

it('keeps the status of a thrown response', async () => {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw new Response('gone', { status: 404 });
      },
      element: <p>never</p>,
      errorElement: <RouteErrorPage />,
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
});
