import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import { WelcomeSignedIn } from './WelcomeSignedIn';

const user = {
  id: 'u',
  membership_id: 'm',
  email: 'a@x.test',
  first_name: 'A',
  last_name: 'B',
  phone: '',
  address: '',
  avatar: null,
  national_producer_number: null,
  has_security_license: null,
  gender: null,
  state: null,
  role: 'agent' as const,
  invited_by_id: 'm0',
  principal: false,
  company: { id: 'c', name: 'Acme', logo: null },
};

afterEach(() => jest.restoreAllMocks());

it('names the company and the upline and lists the first steps with links', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        id: 'm0',
        first_name: 'Grace',
        last_name: 'H',
        full_name: 'Grace H',
        email: 'g@x.test',
        phone: '',
        role: 'marketer',
        avatar: null,
      }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    ),
  );
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user, status: 'authenticated' } })}>
      <MemoryRouter>
        <WelcomeSignedIn user={user} />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Acme' })).toBeInTheDocument();
  expect(await screen.findByText(/invited by Grace H \(marketer\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to clients' })).toHaveAttribute('href', '/clients');
  expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/clients');
  expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
});
