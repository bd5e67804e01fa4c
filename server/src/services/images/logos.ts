import { StoredImages } from './stored-images.js';

/** Company logos: any shape, fitted inside 512×512 with the aspect ratio kept and never enlarged. */
export const logos = new StoredImages({
  kind: 'logo',
  legacyFolder: 'logos',
  urlPath: '/api/frontend/company/logo',
  notAnImage: 'The logo must be an image (JPEG, PNG, WebP, GIF or AVIF).',
  svgRefused: 'SVG logos are not accepted. Export the logo as a PNG (ideally on a transparent background) and upload that.',
  tooLarge: 'The logo is larger than 5 MB. Choose a smaller image.',
  maxBytes: 5 * 1024 * 1024,
  box: { width: 512, height: 512, fit: 'inside' },
  quality: 90,
});
