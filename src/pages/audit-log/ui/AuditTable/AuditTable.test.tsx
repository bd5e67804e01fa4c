import { render, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@/shared/api';
import { windowWidth } from '../../../../../tests/jest/window-width';
import { AuditTable } from './AuditTable';

const entry: AuditEntry = {
  id: 'e1',
  action: 'content.sent',
  created_at: '2026-11-24T09:30:00.000Z',
  actor: { id: 'm1', full_name: 'Alex Agent', email: 'agent@demo.test', role: 'agent' },
  target: { type: 'membership', id: 'm2', name: 'Casey Client' },
  detail: {},
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
};

afterEach(() => jest.restoreAllMocks());

it('lays entries out as table rows on a wide screen', () => {
  windowWidth(1280);
  render(<AuditTable items={[entry]} />);
  const table = screen.getByRole('table', { name: 'Audit entries' });
  expect(within(table).getByRole('columnheader', { name: 'From' })).toBeInTheDocument();
  expect(within(table).getByText('Casey Client')).toBeInTheDocument();
});

it('on a phone shows each entry as a block (what, who, when, from where) instead of a table that scrolls sideways', () => {
  windowWidth(390);
  render(<AuditTable items={[entry]} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const item = within(screen.getByRole('list', { name: 'Audit entries' })).getByRole('listitem');
  expect(item).toHaveTextContent('Content sent · Casey Client');
  expect(item).toHaveTextContent('Alex Agent (agent@demo.test)');
  expect(item).toHaveTextContent('203.0.113.7');
});
