/** The server's limit (POST /company/logo); checked here too so a big file is not sent only to be refused. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TOO_LARGE = 'The logo is larger than 5 MB. Choose a smaller image.';
export const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';
