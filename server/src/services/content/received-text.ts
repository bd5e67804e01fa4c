/** How many names a notification spells out before saying "and N more". */
const NAMED = 3;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const quoted = (title: string) => `“${title}”`;

/** "A, B and C" (or "A, B, C and 2 more"). */
function nameList(titles: string[]): string {
  const named = titles.slice(0, NAMED).map(quoted);
  const rest = titles.length - named.length;
  if (rest > 0) return `${named.join(', ')} and ${rest} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}

/**
 * What a "content received" notification says: who shared what, and how many.
 * One item is named in the title; several are counted by kind in the title and named in the body.
 */
export function receivedText(sender: string, folders: string[], materials: string[]): { title: string; body: string } {
  const count = folders.length + materials.length;
  if (count === 1) {
    const what = folders.length === 1 ? `the folder ${quoted(folders[0]!)}` : `the file ${quoted(materials[0]!)}`;
    return { title: `${sender} shared ${what} with you`, body: 'Find it under “Shared with me” in Materials.' };
  }
  const kinds = [
    materials.length > 0 ? plural(materials.length, 'file', 'files') : null,
    folders.length > 0 ? plural(folders.length, 'folder', 'folders') : null,
  ].filter(Boolean);
  return {
    title: `${sender} shared ${kinds.join(' and ')} with you`,
    body: `${nameList([...folders, ...materials])}. Find them under “Shared with me” in Materials.`,
  };
}
