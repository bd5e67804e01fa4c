import { previewKind } from './preview-kind';

describe('previewKind', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/png', 'image'],
    ['video/mp4', 'video'],
    ['audio/mpeg', 'audio'],
    ['text/plain; charset=utf-8', 'text'],
    ['application/json', 'text'],
    ['image/svg+xml', 'none'],
    ['text/html', 'none'],
    ['application/xml', 'none'],
    ['application/zip', 'none'],
    [null, 'none'],
  ])('%s → %s', (type, kind) => expect(previewKind(type)).toBe(kind));
});
