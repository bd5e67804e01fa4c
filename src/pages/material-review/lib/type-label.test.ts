import { fileTypeLabel } from './type-label';

it.each([
  ['application/pdf', 'Brochure.pdf', 'PDF document'],
  ['text/csv', 'Monthly rates 2027.csv', 'CSV file'],
  ['image/png', 'logo.png', 'PNG image'],
  ['video/mp4', 'intro.mp4', 'MP4 video'],
  ['application/pdf', 'no extension', 'PDF document'],
  ['application/octet-stream', 'Archive export.bin', 'BIN file'],
  [null, 'notes', 'File'],
])('names %s "%s" as %s', (contentType, title, label) => {
  expect(fileTypeLabel(contentType, title)).toBe(label);
});
