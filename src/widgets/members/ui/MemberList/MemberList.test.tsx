import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { useLocation, useNavigate } from 'react-router-dom';
import { MemberList } from './MemberList';

/** The address, as a user would read it in the location bar, and a Back button. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const agents = Array.from({ length: 20 }, (_, i) => member(`a${i}`, `Agent${i}`, 'Smith', 'agent'));

it('searches by name (debounced, full_name) and pages through the list', async () => {
  const calls = renderWithApi(<MemberList role="agent" empty={{ title: 'No agents to show yet' }} />, {
    answer: () => ({ body: page(agents, 45) }),
  });
  expect(await screen.findByRole('link', { name: 'Agent0 Smith' })).toBeInTheDocument();
  expect(calls[0]!.url.searchParams.get('role')).toBe('agent');
  expect(calls[0]!.url.searchParams.get('page')).toBe('1');

  // Pasted: keystrokes on a busy machine can be further apart than the 300 ms the search waits for.
  await userEvent.click(screen.getByLabelText('Search agents by name'));
  await userEvent.paste('smi');
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

it('keeps page, size and search in the address: a reload opens the same page, Back the previous one', async () => {
  const calls = renderWithApi(
    <>
      <MemberList role="agent" inUrl empty={{ title: 'No agents to show yet' }} />
      <Address />
    </>,
    { path: '/agents?q=smi&page=2&size=50', answer: () => ({ body: page(agents, 145, 2, 50) }) },
  );
  expect(await screen.findByRole('link', { name: 'Agent0 Smith' })).toBeInTheDocument();
  const first = calls[0]!.url.searchParams;
  expect([first.get('full_name'), first.get('page'), first.get('size')]).toEqual(['smi', '2', '50']);
  expect(screen.getByLabelText('Search agents by name')).toHaveValue('smi');

  await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/agents?q=smi&page=3&size=50'));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/agents?q=smi&page=2&size=50'));

  await userEvent.clear(screen.getByLabelText('Search agents by name'));
  await userEvent.paste('jo');
  await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/agents?q=jo&size=50'));
  await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('full_name')).toBe('jo'));
  expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
});

it('has an Actions column only when some member can be acted on', async () => {
  renderWithApi(<MemberList role="admin" empty={{ title: 'none' }} />, {
    role: 'admin',
    answer: () => ({ body: page([member('m-admin', 'Ada', 'Lovelace', 'admin')]) }),
  });
  expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Admins' });
  expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  // Every row has as many cells as the header has columns.
  const [head, row] = within(table).getAllByRole('row');
  expect(within(row!).getAllByRole('cell')).toHaveLength(within(head!).getAllByRole('columnheader').length);
});

it('names the Actions column when there is something to do', async () => {
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
  const table = screen.getByRole('table', { name: 'Agents' });
  expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  const rows = within(table).getAllByRole('row');
  for (const row of rows.slice(1)) expect(within(row).getAllByRole('cell')).toHaveLength(5);
});
