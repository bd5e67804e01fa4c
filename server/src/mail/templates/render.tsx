/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (Pragmas: the JSX runtime does not depend on which tsconfig the process found, e.g. when started from the repository root.)
import { createRequire } from 'node:module';
import type * as ReactDomServer from 'react-dom/server';
import type { Brand, MailContent } from './content.js';
import { Mail } from './Mail.js';

// React's server renderer is loaded when the first mail is written, not with the server: most processes
// rarely write mail, and it stays in memory once loaded (a few MiB of code).
const load = createRequire(import.meta.url);
let renderer: typeof ReactDomServer | null = null;

/** The HTML part: the React template rendered to static markup. */
export function renderHtml(content: MailContent, brand: Brand): string {
  renderer ??= load('react-dom/server') as typeof ReactDomServer;
  return `<!DOCTYPE html>${renderer.renderToStaticMarkup(<Mail content={content} brand={brand} />)}`;
}

/** The text part: the same content as plain text, links written out. */
export function renderText(content: MailContent, brand: Brand): string {
  const out: string[] = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const line of content.lines ?? []) {
    out.push(`- ${line.title}`);
    if (line.detail) out.push(`  ${line.detail}`);
    if (line.url) out.push(`  ${line.url}`);
    out.push('');
  }
  if (content.button) out.push(`${content.button.label}: ${content.button.url}`, '');
  out.push('-- ', content.reason);
  if (content.essential) out.push(content.essential);
  if (content.unsubscribeUrl) out.push(`Stop these emails: ${content.unsubscribeUrl}`);
  if (content.settingsUrl) out.push(`Choose what you receive: ${content.settingsUrl}`);
  out.push(`${brand.name} · sent with Cascade`);
  return `${out.join('\n')}\n`;
}
