/**
 * How much of a file name is its base name, the part before the extension (".pdf"): the whole name when
 * it has none, or when its only dot leads it (".env").
 */
export function baseNameLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? name.length : dot;
}
