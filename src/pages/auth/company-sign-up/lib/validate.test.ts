import { validateCompanySignUp } from './validate';

it('requires the company name and the admin details, and checks the company email', () => {
  const errors = validateCompanySignUp({ company_email: 'nope' });
  expect(errors).toMatchObject({
    company_name: 'Enter the company name.',
    company_email: expect.any(String),
    first_name: expect.any(String),
    password: expect.any(String),
  });
});
