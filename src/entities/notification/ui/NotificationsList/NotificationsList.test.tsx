import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@/shared/api';
import { NotificationsList } from './NotificationsList';

const item = (id: string, read: boolean): NotificationItem => ({
  id,
  type: 'content_received',
  title: `Title ${id}`,
  body: `Body ${id}`,
  link: `/materials/${id}`,
  read,
  created_at: '2026-11-21T10:00:00.000Z',
});

describe('NotificationsList', () => {
  it('lists notifications, marks unread ones, and reports the one chosen', async () => {
    const onOpen = jest.fn();
    render(<NotificationsList items={[item('1', false), item('2', true)]} onOpen={onOpen} />);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(list).toBeInTheDocument();
    // Each item is a list item, named by what it shows; an unread one says so first.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Unread: Title 1/ })).toHaveAccessibleName(/^Unread: Title 1 ?Body 1 ?\S/);
    await userEvent.click(screen.getByRole('button', { name: /^Title 2 ?Body 2/ }));
    expect(onOpen).toHaveBeenCalledWith(item('2', true));
  });

  it('says so when there is nothing', () => {
    render(<NotificationsList items={[]} onOpen={() => {}} />);
    expect(screen.getByText('No notifications yet.')).toBeInTheDocument();
  });
});
