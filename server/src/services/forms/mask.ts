import type { Answers, FieldDef } from './fields.js';

const MASK = '•';
const SHOWN = 4;

/**
 * A sensitive answer as reviewers see it: letters and digits hidden except the last four, separators
 * kept (`123-45-6789` → `•••-••-6789`). An answer of four characters or fewer is hidden whole, since its
 * last four would be all of it.
 */
function maskValue(value: string): string {
  const chars = [...value];
  const significant = chars.filter((c) => /[\p{L}\p{N}]/u.test(c)).length;
  let keep = significant > SHOWN ? SHOWN : 0;
  const out: string[] = [];
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const c = chars[i]!;
    if (!/[\p{L}\p{N}]/u.test(c)) out.push(c);
    else if (keep > 0) {
      out.push(c);
      keep -= 1;
    } else out.push(MASK);
  }
  return out.reverse().join('');
}

/** The answers with every sensitive one masked, and the keys that were. */
export function maskAnswers(fields: FieldDef[], answers: Answers): { answers: Answers; masked: string[] } {
  const masked: string[] = [];
  const out: Answers = { ...answers };
  for (const field of fields) {
    const value = out[field.key];
    if (field.kind !== 'sensitive' || typeof value !== 'string') continue;
    out[field.key] = maskValue(value);
    masked.push(field.key);
  }
  return { answers: out, masked };
}
