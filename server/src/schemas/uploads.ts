import { Type } from 'typebox';

/** Resumable uploads speak tus 1.0.0 (https://tus.io/protocols/resumable-upload): core, creation, expiration, termination. */
export const TUS_VERSION = '1.0.0';

export const UploadParams = Type.Object({ upload_id: Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'The upload id' }) });

const Digits = (description: string) => Type.String({ pattern: '^[0-9]+$', description });

export const CreateUploadHeaders = Type.Object({
  'tus-resumable': Type.String({ description: 'The protocol version: 1.0.0' }),
  'upload-length': Digits('The size of the whole file in bytes'),
  'upload-metadata': Type.Optional(
    Type.String({
      description:
        'Comma-separated `key base64(value)` pairs: `filename` (the material title), `filetype` (media type), `folder_id` (my folder, absent for the root)',
    }),
  ),
});

export const AppendHeaders = Type.Object({
  'tus-resumable': Type.String({ description: 'The protocol version: 1.0.0' }),
  'upload-offset': Digits('Where these bytes start: the offset the server last reported'),
  'content-length': Digits('The bytes this request brings'),
});

export const TusHeaders = Type.Object({
  'tus-resumable': Type.String({ description: 'The protocol version: 1.0.0' }),
});

const TUS_RESUMABLE = { 'Tus-Resumable': Type.String({ pattern: '^1\\.0\\.0$', description: 'The protocol version: 1.0.0' }) };
const EXPIRES = {
  'Upload-Expires': Type.String({ description: 'When the upload expires unless more bytes arrive (RFC 7231 date)' }),
};
const OFFSET = { 'Upload-Offset': Digits('The bytes the server holds for certain') };
const MATERIAL = {
  'Material-Id': Type.String({
    format: 'uuid',
    description: 'The material the finished upload became. Absent on an upload that is not finished.',
  }),
};

export const CREATED_HEADERS = {
  ...TUS_RESUMABLE,
  ...EXPIRES,
  Location: Type.String({ description: 'The upload: send its bytes there' }),
};
export const STATE_HEADERS = {
  ...TUS_RESUMABLE,
  ...OFFSET,
  ...MATERIAL,
  'Upload-Length': Digits('The size of the whole file'),
  'Cache-Control': Type.String({ pattern: '^no-store$', description: 'Never cached: the offset changes' }),
};
export const APPENDED_HEADERS = { ...TUS_RESUMABLE, ...EXPIRES, ...OFFSET, ...MATERIAL };
export const TERMINATED_HEADERS = TUS_RESUMABLE;

export const UploadState = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    file_name: Type.String(),
    length: Type.Integer({ minimum: 0 }),
    offset: Type.Integer({ minimum: 0, description: 'Bytes the server holds for certain' }),
    expires_at: Type.String({ format: 'date-time' }),
    material_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'Set once the last byte made the material',
    }),
  },
  { $id: 'ResumableUpload', title: 'ResumableUpload' },
);
