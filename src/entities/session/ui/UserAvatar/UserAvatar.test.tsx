import { render, screen } from '@testing-library/react';
import { UserAvatar } from './UserAvatar';

const ada = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', avatar: null };

it('shows initials when there is no picture', () => {
  render(<UserAvatar user={ada} />);
  expect(screen.getByText('AL')).toBeInTheDocument();
});

it('shows the picture with the name as its text alternative', () => {
  render(<UserAvatar user={{ ...ada, avatar: 'https://example.com/ada.png' }} />);
  expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', 'https://example.com/ada.png');
});

it('draws the initials of a decorative avatar without writing them as text', () => {
  const { container } = render(<UserAvatar user={ada} decorative />);
  expect(screen.queryByText('AL')).not.toBeInTheDocument();
  expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
});
