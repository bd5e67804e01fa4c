import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

it('moves focus to the main content', async () => {
  render(
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        Content
      </main>
    </>,
  );
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});
