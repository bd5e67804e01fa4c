import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

it('says what will happen, shows why it was refused, and confirms or cancels', async () => {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Archive Ann?"
      description="Ann will be signed out."
      confirmLabel="Archive"
      onConfirm={onConfirm}
      onClose={onClose}
      error="Reassign first."
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Archive Ann?' });
  expect(dialog).toHaveAccessibleDescription('Ann will be signed out.');
  expect(screen.getByRole('alert')).toHaveTextContent('Reassign first.');
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});
