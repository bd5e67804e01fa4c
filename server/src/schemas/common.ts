import { Type } from 'typebox';

export const ErrorSchema = Type.Object(
  {
    detail: Type.String({ description: 'A sentence the person can act on.' }),
    errors: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
        description: 'Problems with single fields, when there are any.',
      }),
    ),
  },
  { $id: 'ApiError', title: 'ApiError' },
);

export const ErrorRef = Type.Ref('ApiError');

/** Response schemas for the error statuses a route can return. */
export function errors(...statuses: number[]): Record<number, typeof ErrorRef> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorRef]));
}
