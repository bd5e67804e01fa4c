import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SignUpPage } from './SignUpPage';

it('greets the invited person with the role and email from the link', () => {
  render(
    <MemoryRouter initialEntries={['/auth/signup-agent?email=ada%40example.com']}>
      <SignUpPage role="agent" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  expect(screen.getByText(/invited to join Cascade as an agent/)).toHaveTextContent('ada@example.com');
});
