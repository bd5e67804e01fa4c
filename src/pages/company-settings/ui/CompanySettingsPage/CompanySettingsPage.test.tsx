import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import type { Role } from '@/shared/api';
import { CompanySettingsPage } from './CompanySettingsPage';

const company = { id: 'c1', name: 'Acme', address: '1 Main', phone: null, website: null, email: 'hq@acme.test', logo: null };
const user = (role: Role) => ({
  id: 'u', membership_id: 'm', email: 'a@x.test', first_name: 'A', last_name: 'B', phone: '', address: '', avatar: null,
  national_producer_number: null, has_security_license: null, gender: null, state: null, role, invited_by_id: null, company: { id: 'c1', name: 'Acme' },
});

function renderAs(role: Role) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    const body = path.endsWith('/invitations') ? [] : company;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: user(role), status: 'authenticated' } })}>
      <MemoryRouter>
        <CompanySettingsPage />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it('lets admins edit the company and invite', async () => {
  renderAs('admin');
  expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Acme');
  expect(screen.getByRole('button', { name: 'Save company' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
});

it('shows clients the details read-only', async () => {
  renderAs('client');
  expect(await screen.findByText('hq@acme.test')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
});
