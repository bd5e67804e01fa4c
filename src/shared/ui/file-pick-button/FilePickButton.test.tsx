import { fireEvent, render, screen } from '@testing-library/react';
import { FilePickButton } from './FilePickButton';

it('is a real button that opens the file chooser, and hands over the picked file', () => {
  const onPick = jest.fn();
  render(
    <FilePickButton accept="image/*" inputLabel="Profile photo" onPick={onPick}>
      Upload a new photo
    </FilePickButton>,
  );
  const button = screen.getByRole('button', { name: 'Upload a new photo' });
  expect(button.tagName).toBe('BUTTON');
  const input = screen.getByLabelText<HTMLInputElement>('Profile photo');
  expect(input).toHaveAttribute('accept', 'image/*');
  const opened = jest.fn();
  input.addEventListener('click', opened);
  fireEvent.click(button);
  expect(opened).toHaveBeenCalledTimes(1);

  const file = new File(['x'], 'me.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(onPick).toHaveBeenCalledWith(file);
});

it('offers nothing to pick while disabled', () => {
  render(
    <FilePickButton inputLabel="Company logo" onPick={jest.fn()} disabled>
      Upload a logo
    </FilePickButton>,
  );
  expect(screen.getByRole('button', { name: 'Upload a logo' })).toBeDisabled();
  expect(screen.getByLabelText('Company logo')).toBeDisabled();
});
