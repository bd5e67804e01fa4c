import { render, screen } from '@testing-library/react';
import { DevSection } from './DevSection';

it('is a region named by its title', () => {
  render(<DevSection title="Buttons">content</DevSection>);
  expect(screen.getByRole('region', { name: 'Buttons' })).toHaveTextContent('content');
});
