/**
 * How much of a file name is its base name, the part before the extension (".pdf"): the whole name when
 * it has none, or when its only dot leads it (".env").
 */
export function baseNameLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? name.length : dot;
}

/** A name's extension with its dot (".pdf"), or '' when it has none. */
const extensionOf = (name: string): string => name.slice(baseNameLength(name));

/**
 * What a rename does to the extension, as a question, and the new name with the old extension kept;
 * null when the extension stays (whatever its case).
 */
export function extensionChange(
  before: string,
  after: string,
): { from: string; to: string; question: string; keep: string } | null {
  const from = extensionOf(before);
  const to = extensionOf(after);
  if (from.toLowerCase() === to.toLowerCase()) return null;
  const keep = `${after.slice(0, baseNameLength(after))}${from}`;
  const question = !to
    ? `Remove the extension ${from}? The file may open differently.`
    : !from
      ? `Add the extension ${to}? The file may open differently.`
      : `Change the extension from ${from} to ${to}? The file may open differently.`;
  return { from, to, question, keep };
}
