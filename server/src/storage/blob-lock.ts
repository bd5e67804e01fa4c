/**
 * Serialises, inside this process, publishing bytes under a hash and collecting that hash: the
 * janitor never deletes bytes that an upload has just published and is about to reference. Across
 * processes the janitor relies on the bytes' modification time instead (janitor.ts).
 */
const busy = new Map<string, Promise<unknown>>();

export async function withBlobLock<T>(sha256: string, work: () => Promise<T>): Promise<T> {
  while (busy.has(sha256)) await busy.get(sha256)!.catch(() => undefined);
  const running = work();
  busy.set(sha256, running);
  try {
    return await running;
  } finally {
    busy.delete(sha256);
  }
}
