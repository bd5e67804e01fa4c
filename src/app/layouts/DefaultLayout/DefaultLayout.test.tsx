import { render, screen } from '@testing-library/react';
import { DefaultLayout } from './DefaultLayout';

it('puts the page into the main landmark under the brand', () => {
  render(
    <DefaultLayout>
      <h1>Sign in</h1>
    </DefaultLayout>,
  );
  expect(screen.getByRole('banner')).toHaveTextContent('Cascade');
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
});
