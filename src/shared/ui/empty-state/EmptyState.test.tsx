import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

it('shows a heading, a description and an action', () => {
  render(<EmptyState title="No materials yet" description="Upload a file to get started." action={<button>Upload</button>} />);
  expect(screen.getByRole('heading', { name: 'No materials yet' })).toBeInTheDocument();
  expect(screen.getByText('Upload a file to get started.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
});
