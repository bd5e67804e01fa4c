import { screen, within } from '@testing-library/react';
import { member, page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { ClientDetailsPage } from './ClientDetailsPage';

afterEach(() => jest.restoreAllMocks());

const holdings = { member: { id: 'c1', full_name: 'Cleo Park', role: 'client' }, ...page([]) };
const bodyFor = (url: URL, self = details) =>
  url.pathname.includes('/engagement/holdings/') ? holdings : url.pathname.endsWith('/history') ? page([]) : self;

const details = {
  ...member('c1', 'Cleo', 'Park', 'client', { invited_by_id: 'm-agent' }),
  invited_by: { id: 'm-agent', full_name: 'Ada Lovelace', role: 'agent', status: 'active' },
  downline: { active: 0, archived: 0 },
};

it('offers their own agent "Archive" but not "Reassign"', async () => {
  renderWithApi(<ClientDetailsPage />, {
    role: 'agent',
    answer: ({ url }) => ({ body: bodyFor(url) }),
    path: '/clients/c1',
    route: '/clients/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cleo Park' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Archive Cleo Park' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reassign Cleo Park' })).not.toBeInTheDocument();
});

it('says when the client is out of reach', async () => {
  renderWithApi(<ClientDetailsPage />, {
    role: 'agent',
    answer: () => ({ status: 404, body: { detail: 'Member not found.' } }),
    path: '/clients/x',
    route: '/clients/:id',
  });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'This client is not in your part of the company' }),
  ).toBeInTheDocument();
});

it('leads an agent back to all clients', async () => {
  renderWithApi(<ClientDetailsPage />, {
    role: 'agent',
    answer: ({ url }) => ({ body: bodyFor(url) }),
    path: '/clients/c1',
    route: '/clients/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cleo Park' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');
});

it('offers a client on their own page no way to a list of clients they cannot open', async () => {
  const own = {
    ...details,
    ...member('m-client', 'Ada', 'Lovelace', 'client', { invited_by_id: 'm-agent' }),
    invited_by: details.invited_by,
    downline: details.downline,
  };
  renderWithApi(<ClientDetailsPage />, {
    role: 'client',
    answer: ({ url }) => ({ body: bodyFor(url, own) }),
    path: '/clients/m-client',
    route: '/clients/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'All clients' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /clients/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Materials they hold' })).not.toBeInTheDocument();
});

it('shows their agent what the client holds and whether they opened it', async () => {
  const calls = renderWithApi(<ClientDetailsPage />, {
    role: 'agent',
    answer: ({ url }) => ({ body: bodyFor(url) }),
    path: '/clients/c1',
    route: '/clients/:id',
  });
  const section = await screen.findByRole('region', { name: 'Materials they hold' });
  expect(await within(section).findByText('Nothing has been sent to them yet.')).toBeInTheDocument();
  expect(calls.some((c) => c.url.pathname === '/api/frontend/material/engagement/holdings/c1')).toBe(true);
});
