/** The error page's texts (spec §2, §8), kept exactly. */
export const DEFAULT_ERROR_STATUS = 500;

export function errorMessageFor(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}
