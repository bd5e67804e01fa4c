export interface FieldError {
  field: string;
  message: string;
}

/** An error whose message is written for the person who sent the request. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly headers: Record<string, string> = {},
    public readonly errors?: FieldError[],
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooLarge = (detail: string) => new HttpError(413, detail);
export const unsupportedType = (detail: string) => new HttpError(415, detail);

/** A 400 that names the fields at fault, so a form can show each message beside its field. */
export const invalidFields = (detail: string, errors: FieldError[]) => new HttpError(400, detail, {}, errors);

export const tooManyRequests = (retryAfterSeconds: number, detail: string) =>
  new HttpError(429, detail, { 'Retry-After': String(retryAfterSeconds) });
