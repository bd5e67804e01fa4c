import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import type { Company, Role } from '@/shared/api';

import { CompanySettingsPage } from './CompanySettingsPage';

const LOGO = 'http://localhost/api/frontend/company/logo/0b9f6b1e-0000-4000-8000-000000000001';
const company: Company = {
  id: 'c1',
  name: 'Acme',
  address: '1 Main',
  phone: null,
  website: null,
  email: 'hq@acme.test',
  logo: null,
  material_approval: false,
  material_lifetime_days: null,
  material_retention_years: 3,
};
const user = (role: Role) => ({
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
  role,
  invited_by_id: null,
  principal: false,
  company: { id: 'c1', name: 'Acme', logo: null, material_approval: false, material_lifetime_days: null },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers GET /company/ with `current`; POST/DELETE /company/logo with `logoAnswer`. */
function renderAs(
  role: Role,
  {
    current = company,
    logoAnswer = () => json(200, { ...current, logo: LOGO }),
  }: { current?: Company; logoAnswer?: () => Response } = {},
) {
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path.endsWith('/invitations')) return json(200, []);
    if (path.endsWith('/company/mail-defaults')) return json(200, { channels: {}, digest: { frequency: 'daily', hour: 8 } });
    if (path.endsWith('/company/logo')) return logoAnswer();
    return json(200, current);
  });
  const store = makeStore({
    session: {
      accessToken: 'a',
      refreshToken: 'r',
      user: { ...user(role), company: { id: 'c1', name: 'Acme', logo: current.logo } },
      status: 'authenticated',
    },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CompanySettingsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, fetch };
}

const logoFile = (size = 10) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

it('lets admins edit the company and invite', async () => {
  renderAs('admin');
  expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Acme');
  expect(screen.getByRole('button', { name: 'Save company' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
});

it('shows clients the details and the logo read-only', async () => {
  renderAs('client', { current: { ...company, logo: LOGO } });
  expect(await screen.findByText('hq@acme.test')).toBeInTheDocument();
  const logo = within(screen.getByRole('region', { name: 'Logo' }));
  expect(logo.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', LOGO);
  expect(logo.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Company logo')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Email notifications' })).not.toBeInTheDocument();
});

it('shows the company initial to admins until a logo is uploaded, then the logo in the page and the session at once', async () => {
  const { store, fetch } = renderAs('admin');
  const region = within(await screen.findByRole('region', { name: 'Logo' }));
  expect(await region.findByRole('img', { name: 'Acme (no logo)' })).toHaveTextContent('A');
  expect(region.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

  await userEvent.upload(screen.getByLabelText('Company logo'), logoFile());
  expect(await region.findByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', LOGO);
  expect(store.getState().session.user?.company.logo).toBe(LOGO);
  expect(region.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();

  const upload = fetch.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST');
  expect(new URL(upload!.url).pathname).toBe('/api/frontend/company/logo');
  expect(upload!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(await upload!.text()).toContain('form-data; name="logo"');
  expect(
    fetch.mock.calls.filter(([input]) => (input as Request).method === 'GET' && (input as Request).url.endsWith('/company/')),
  ).toHaveLength(1);
});

it('shows the server’s reason when an upload is refused, and keeps the old logo', async () => {
  const { store } = renderAs('admin', {
    logoAnswer: () => json(415, { detail: 'The logo must be an image (JPEG, PNG, WebP, GIF or AVIF).' }),
  });
  await screen.findByRole('img', { name: 'Acme (no logo)' });
  await userEvent.upload(screen.getByLabelText('Company logo'), logoFile());
  expect(await screen.findByText('The logo must be an image (JPEG, PNG, WebP, GIF or AVIF).')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Acme (no logo)' })).toBeInTheDocument();
  expect(store.getState().session.user?.company.logo).toBeNull();
});

it('refuses a file over 5 MB before sending it', async () => {
  const { fetch } = renderAs('admin');
  await screen.findByRole('img', { name: 'Acme (no logo)' });
  await userEvent.upload(screen.getByLabelText('Company logo'), logoFile(5 * 1024 * 1024 + 1));
  expect(await screen.findByText('The logo is larger than 5 MB. Choose a smaller image.')).toBeInTheDocument();
  expect(fetch.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(false);
});

it('removes the logo after a confirmation', async () => {
  const { store, fetch } = renderAs('admin', { current: { ...company, logo: LOGO }, logoAnswer: () => json(200, company) });
  const region = within(await screen.findByRole('region', { name: 'Logo' }));
  await region.findByRole('img', { name: 'Acme logo' });
  await userEvent.click(region.getByRole('button', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove the company logo?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
  expect(await region.findByRole('img', { name: 'Acme (no logo)' })).toBeInTheDocument();
  expect(store.getState().session.user?.company.logo).toBeNull();
  expect(fetch.mock.calls.some(([input]) => (input as Request).method === 'DELETE')).toBe(true);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('lets admins set the company’s mail defaults; others do not see them', async () => {
  const { fetch } = renderAs('admin');
  const section = await screen.findByRole('region', { name: 'Email notifications' });
  await userEvent.click(await within(section).findByRole('combobox', { name: 'Materials or folders are shared with you' }));
  await userEvent.click(await screen.findByRole('option', { name: 'In the app only' }));
  await waitFor(() => expect(fetch.mock.calls.some(([input]) => (input as Request).method === 'PUT')).toBe(true));
  const put = fetch.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'PUT')!;
  expect(await put.json()).toEqual({ channels: { content_received: 'app' } });
});
