import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MoveContentDialog } from './MoveContentDialog';

const folders = [
  { id: 'f2', title: 'Archive', path: [] },
  { id: 'f3', title: '2026', path: ['Archive'] },
];

function api() {
  return mockApi({
    'GET /folder/': ({ search }: { search: URLSearchParams }) => {
      const title = search.get('title')?.toLowerCase();
      const items = title ? folders.filter((f) => f.title.toLowerCase().includes(title)) : folders;
      return { items, total: items.length, page: 1, size: 50, pages: 1 };
    },
    'PUT /content/move': { moved: 2 },
    'POST /content/copy/send': { copied: 2 },
  });
}

afterEach(() => jest.restoreAllMocks());

describe('MoveContentDialog', () => {
  it('moves the selection into the chosen folder, showing where each folder is', async () => {
    const calls = api();
    const onDone = jest.fn();
    renderWithStore(
      <MoveContentDialog
        open
        mode="move"
        selection={{ folderIds: ['f1'], materialIds: ['m1'] }}
        onClose={() => undefined}
        onDone={onDone}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Move to folder' });
    const list = within(dialog).getByRole('list', { name: 'Folders' });
    const nested = await within(list).findByRole('button', { name: /2026/ });
    expect(nested).toHaveTextContent('Archive');
    await userEvent.click(within(list).getByRole('button', { name: /2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(calls.find((call) => call.path === '/content/move')!.body)).toEqual({
      folder_ids: ['f1'],
      material_ids: ['m1'],
      target_folder_id: 'f3',
    });
    // A folder is never offered as a target for itself.
    expect(calls.find((call) => call.path === '/folder/')!.search.get('exclude_id')).toBe('f1');
  });

  it('copies into the top level of my materials unless a folder is chosen', async () => {
    const calls = api();
    const onDone = jest.fn();
    renderWithStore(
      <MoveContentDialog
        open
        mode="copy"
        selection={{ folderIds: [], materialIds: ['m1', 'm2'] }}
        onClose={() => undefined}
        onDone={onDone}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Copy to folder' });
    expect(within(dialog).getByRole('button', { name: 'My materials (top level)' })).toHaveClass('Mui-selected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy here' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(calls.find((call) => call.path === '/content/copy/send')!.body)).toEqual({
      folder_ids: [],
      material_ids: ['m1', 'm2'],
      target_folder_id: null,
    });
  });

  it('finds target folders by title', async () => {
    const calls = api();
    renderWithStore(
      <MoveContentDialog open mode="move" selection={{ folderIds: [], materialIds: ['m1'] }} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Move to folder' });
    await within(dialog).findByRole('button', { name: /2026/ });
    await userEvent.type(within(dialog).getByLabelText('Find a folder'), 'arch');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /2026/ })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(calls.at(-1)!.search.get('title')).toBe('arch');
  });
});
