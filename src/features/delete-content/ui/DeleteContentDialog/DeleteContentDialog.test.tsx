import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { DeleteContentDialog } from './DeleteContentDialog';

afterEach(() => jest.restoreAllMocks());

describe('DeleteContentDialog', () => {
  it('asks about one file without the folder warning, and deletes it', async () => {
    const calls = mockApi({ 'DELETE /content/delete': { deleted: 1 } });
    const onDone = jest.fn();
    const onClose = jest.fn();
    renderWithStore(
      <DeleteContentDialog open selection={{ folderIds: [], materialIds: ['m1'] }} onClose={onClose} onDone={onDone} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete 1 item?' });
    expect(dialog).toHaveTextContent('This cannot be undone. Copies already sent to others stay theirs.');
    expect(dialog).not.toHaveTextContent('Folders are deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(calls[0]!.body)).toEqual({ folder_ids: [], material_ids: ['m1'] });
  });

  it('warns that folders go with everything in them; Cancel deletes nothing', async () => {
    const calls = mockApi({});
    const onClose = jest.fn();
    renderWithStore(<DeleteContentDialog open selection={{ folderIds: ['f1', 'f2'], materialIds: ['m1'] }} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete 3 items?' });
    expect(dialog).toHaveTextContent('Folders are deleted with everything in them.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
