import { fileKind } from './file-kind';

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
