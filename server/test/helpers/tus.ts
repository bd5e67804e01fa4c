import type { FastifyInstance } from 'fastify';
import { API } from './content.js';

export const UPLOADS = `${API}/material/uploads/`;
const b64 = (value: string) => Buffer.from(value).toString('base64');

/** tus requests as a client sends them (Tus-Resumable on each). */
export function tusClient(app: FastifyInstance, token: string | null) {
  const headers = (extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    create: (length: number, metadata: Record<string, string> = { filename: 'video.mp4', filetype: 'video/mp4' }) =>
      app.inject({
        method: 'POST',
        url: UPLOADS,
        headers: headers({
          'upload-length': String(length),
          'upload-metadata': Object.entries(metadata)
            .map(([key, value]) => `${key} ${b64(value)}`)
            .join(','),
        }),
      }),
    head: (location: string) => app.inject({ method: 'HEAD', url: location, headers: headers() }),
    patch: (location: string, offset: number, bytes: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: headers({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
        payload: bytes,
      }),
    terminate: (location: string) => app.inject({ method: 'DELETE', url: location, headers: headers() }),
  };
}
