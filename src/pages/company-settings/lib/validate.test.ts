import { validateCompany } from './validate';

it('needs a name and an email-shaped email when one is given', () => {
  expect(validateCompany({ email: 'x' })).toEqual({
    name: 'Enter the company name.',
    email: 'Enter an email address like name@company.com.',
  });
  expect(validateCompany({ name: 'Acme', email: '' })).toEqual({});
});
