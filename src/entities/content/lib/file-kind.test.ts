import { contentKind, fileKind } from './file-kind';

it('tells the kind from the content type, else from the extension', () => {
  expect(fileKind('application/pdf')).toBe('pdf');
  expect(fileKind('image/jpeg; q=1')).toBe('image');
  expect(fileKind('video/webm')).toBe('video');
  expect(fileKind('audio/mpeg')).toBe('audio');
  expect(fileKind('text/csv')).toBe('spreadsheet');
  expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('spreadsheet');
  expect(fileKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('document');
  expect(fileKind('application/zip')).toBe('archive');
  expect(fileKind('application/octet-stream', 'Rates.XLSX')).toBe('spreadsheet');
  expect(fileKind('application/octet-stream', 'scan.pdf')).toBe('pdf');
  expect(fileKind(null, 'mystery.bin')).toBe('other');
});

it('follows a known extension of the name for what a person sees, the declared type for the bytes', () => {
  expect(fileKind('text/plain', 'Rates.csv')).toBe('spreadsheet');
  expect(fileKind('text/plain', 'Rates.txt')).toBe('document');
  expect(fileKind('text/plain', 'Rates.unknown')).toBe('document');
  expect(fileKind('application/pdf', 'Brochure')).toBe('pdf');
  expect(contentKind('text/plain', 'Rates.pdf')).toBe('document');
  expect(contentKind('application/octet-stream', 'scan.pdf')).toBe('pdf');
});
