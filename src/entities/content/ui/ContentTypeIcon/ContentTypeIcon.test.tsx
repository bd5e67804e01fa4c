import { render } from '@testing-library/react';
import { ContentTypeIcon } from './ContentTypeIcon';

it('draws a different icon for each kind of file, labelled with the kind', () => {
  const kinds = [
    ['application/pdf', 'a.pdf', 'PDF'],
    ['image/png', 'a.png', 'Image'],
    ['video/mp4', 'a.mp4', 'Video'],
    ['audio/mpeg', 'a.mp3', 'Audio'],
    ['text/csv', 'a.csv', 'Spreadsheet'],
    ['application/msword', 'a.doc', 'Document'],
    ['application/zip', 'a.zip', 'Archive'],
    ['application/octet-stream', 'a.bin', 'File'],
  ] as const;
  const drawn = kinds.map(([content_type, title, label]) => {
    const { container } = render(<ContentTypeIcon item={{ type: 'material', content_type, title }} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-label', label);
    return svg.innerHTML;
  });
  expect(new Set(drawn).size).toBe(kinds.length);
  const { container } = render(<ContentTypeIcon item={{ type: 'folder' }} />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-label', 'Folder');
});
