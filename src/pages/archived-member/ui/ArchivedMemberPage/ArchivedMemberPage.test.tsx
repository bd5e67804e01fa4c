import { screen } from '@testing-library/react';
import { member, page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { ArchivedMemberPage } from './ArchivedMemberPage';

afterEach(() => jest.restoreAllMocks());

it('shows an archived member with "Restore"', async () => {
  const details = {
    ...member('mk9', 'Mo', 'Reed', 'marketer', {
      status: 'archived',
      archived_at: '2026-02-01T10:00:00.000Z',
      invited_by_id: 'm-admin',
    }),
    invited_by: null,
    downline: { active: 0, archived: 0 },
  };
  renderWithApi(<ArchivedMemberPage />, {
    answer: ({ url }) => ({ body: url.pathname.endsWith('/mk9') ? details : page([]) }),
    path: '/archive/mk9',
    route: '/archive/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mo Reed (archived)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Restore Mo Reed' })).toBeInTheDocument();
  expect(screen.getByText('Archived on Feb 1, 2026')).toBeInTheDocument();
});
