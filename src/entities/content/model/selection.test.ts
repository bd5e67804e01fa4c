import { contentItem } from '../../../../tests/jest/content-harness';
import { selectionBody, selectionCount, selectionOf, singleMaterial } from './selection';

const items = [
  contentItem({ id: 'f1', title: 'Contracts', type: 'folder' }),
  contentItem({ id: 'm1', title: 'Brochure.pdf' }),
  contentItem({ id: 'm2', title: 'notes.txt' }),
];

describe('the content selection', () => {
  it('splits the chosen items by type and ignores ids not in the listing', () => {
    const selection = selectionOf(items, new Set(['m2', 'f1', 'gone']));
    expect(selection).toEqual({ folderIds: ['f1'], materialIds: ['m2'], title: undefined });
    expect(selectionCount(selection)).toBe(2);
    expect(selectionBody(selection)).toEqual({ folder_ids: ['f1'], material_ids: ['m2'] });
  });

  it('keeps the title of a single chosen item for the download name', () => {
    expect(selectionOf(items, new Set(['m1'])).title).toBe('Brochure.pdf');
    expect(singleMaterial('m9', 'Lease.pdf')).toEqual({ folderIds: [], materialIds: ['m9'], title: 'Lease.pdf' });
  });
});
