import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FocusedLayout } from './FocusedLayout';

it('offers a way back and puts the page in the main landmark', () => {
  render(
    <MemoryRouter>
      <FocusedLayout title="Brochure.pdf" backTo="/materials" backLabel="Materials">
        <h1>Brochure.pdf</h1>
      </FocusedLayout>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Materials' })).toHaveAttribute('href', '/materials');
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Brochure.pdf' }));
});
