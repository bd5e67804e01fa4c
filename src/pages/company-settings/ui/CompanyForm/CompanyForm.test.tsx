import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi } from '../../../../../tests/jest/api-harness';
import { CompanyForm } from './CompanyForm';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const company = {
  id: 'c1',
  name: 'Northwind',
  address: null,
  phone: null,
  website: null,
  email: null,
  logo: null,
  material_approval: false,
  material_lifetime_days: null,
  material_retention_years: 3,
};
const MESSAGE = 'Enter the website as an address like https://example.com.';

it("shows the server's refusal of a website that is not a web address beside the field", async () => {
  renderWithApi(<CompanyForm company={company} />, {
    answer: () => ({ status: 400, body: { detail: MESSAGE, errors: [{ field: 'website', message: MESSAGE }] } }),
  });
  await userEvent.type(screen.getByLabelText(/^Website/), 'not a url');
  await userEvent.click(screen.getByRole('button', { name: 'Save company' }));
  const field = screen.getByLabelText(/^Website/);
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  expect(field).toHaveAccessibleDescription(MESSAGE);
  expect(field).toHaveAttribute('aria-invalid', 'true');
});
