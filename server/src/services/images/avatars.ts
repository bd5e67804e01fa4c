import { StoredImages } from './stored-images.js';

/** Profile photos: square faces, cropped to 256×256. */
export const avatars = new StoredImages({
  kind: 'avatar',
  legacyFolder: 'avatars',
  urlPath: '/api/frontend/user/avatar',
  notAnImage: 'The avatar must be an image (JPEG, PNG, WebP, GIF or AVIF).',
  tooLarge: 'The avatar is larger than 5 MB. Choose a smaller image.',
  maxBytes: 5 * 1024 * 1024,
  box: { width: 256, height: 256, fit: 'cover' },
  quality: 82,
});
