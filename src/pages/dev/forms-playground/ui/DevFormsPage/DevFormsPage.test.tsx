import { render, screen } from '@testing-library/react';
import { DevFormsPage } from './DevFormsPage';

it('shows every field kind and the signature pad', () => {
  render(<DevFormsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Forms playground' })).toBeInTheDocument();
  expect(screen.getByLabelText('Short text *')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Multiple choice' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Yes or no *' })).toBeInTheDocument();
  expect(screen.getByLabelText('Signature pad')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Empty');
  expect(screen.getByLabelText('Form state')).toHaveTextContent('"short": "This field is required."');
});
