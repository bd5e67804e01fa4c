import { render, screen, within } from '@testing-library/react';
import { SectionCard } from './SectionCard';

it('is a region named by its title, which is its level-two heading', () => {
  render(
    <SectionCard title="Contact">
      <p>agent@example.com</p>
    </SectionCard>,
  );
  const region = screen.getByRole('region', { name: 'Contact' });
  expect(within(region).getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
  expect(within(region).getByText('agent@example.com')).toBeInTheDocument();
});

it('keeps two sections apart by their titles', () => {
  render(
    <>
      <SectionCard title="Upcoming" size="h6" gap={1}>
        <p>Weekly review</p>
      </SectionCard>
      <SectionCard title="Recent">
        <p>Kick-off</p>
      </SectionCard>
    </>,
  );
  expect(within(screen.getByRole('region', { name: 'Upcoming' })).queryByText('Kick-off')).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Recent' })).getByText('Kick-off')).toBeInTheDocument();
});
