import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { MemberList } from './MemberList';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const agents = Array.from({ length: 20 }, (_, i) => member(`a${i}`, `Agent${i}`, 'Smith', 'agent'));

it('searches by name (debounced, full_name) and pages through the list', async () => {
  const calls = renderWithApi(<MemberList role="agent" empty={{ title: 'No agents to show yet' }} />, {
    answer: () => ({ body: page(agents, 45) }),
  });
  expect(await screen.findByRole('link', { name: 'Agent0 Smith' })).toBeInTheDocument();
  expect(calls[0]!.url.searchParams.get('role')).toBe('agent');
  expect(calls[0]!.url.searchParams.get('page')).toBe('1');

  await userEvent.type(screen.getByLabelText('Search agents by name'), 'smi');
  await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('full_name') === 'smi')).toBe(true));
  expect(calls.filter((c) => c.url.searchParams.has('full_name'))).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() =>
    expect(calls.some((c) => c.url.searchParams.get('page') === '2' && c.url.searchParams.get('full_name') === 'smi')).toBe(true),
  );
});

it('offers only the actions the viewer may take', async () => {
  renderWithApi(<MemberList role="agent" empty={{ title: 'none' }} />, {
    role: 'marketer',
    answer: () => ({
      body: page([
        member('a1', 'Own', 'Agent', 'agent', { invited_by_id: 'm-marketer' }),
        member('a2', 'Other', 'Agent', 'agent', { invited_by_id: 'mk-x' }),
      ]),
    }),
  });
  expect(await screen.findByRole('button', { name: 'Archive Own Agent' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Archive Other Agent' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Reassign/ })).not.toBeInTheDocument();
});
