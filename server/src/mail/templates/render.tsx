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

/** The React template rendered to static markup. */
const renderReact = (content: MailContent, brand: Brand): string => {
  renderer ??= load('react-dom/server') as typeof ReactDomServer;
  return `<!DOCTYPE html>${renderer.renderToStaticMarkup(<Mail content={content} brand={brand} />)}`;
};

/**
 * Rendered skeletons: the template's markup once per shape of message (which optional parts
 * it has, how many paragraphs and lines), with a marker where each text goes. A digest for thousands of
 * members renders React a handful of times and otherwise joins strings (docs/decisions.md: the digest at
 * scale). Bounded; the oldest skeleton goes first.
 */
const skeletons = new Map<string, Array<string | number>>();
const MAX_SKELETONS = 256;
const MARK = '\uE000slot';
const SLOT = /\uE000slot(\d+)\uE001/;

/** What React does to text and attribute values (escapeTextForBrowser): the same five characters. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The content and brand with every text replaced by a numbered marker (texts the template only tests
 * for presence — an empty detail, no logo — are kept, and make part of the shape), and the texts in order.
 */
function marked(content: MailContent, brand: Brand) {
  const texts: string[] = [];
  const slot = (value: string) => `${MARK}${texts.push(value) - 1}\uE001`;
  const maybe = <T extends string | null | undefined>(value: T) => (value ? slot(value) : value);
  const markedContent: MailContent = {
    subject: slot(content.subject),
    preheader: slot(content.preheader),
    heading: slot(content.heading),
    paragraphs: content.paragraphs.map(slot),
    reason: slot(content.reason),
    ...(content.button ? { button: { label: slot(content.button.label), url: slot(content.button.url) } } : {}),
    ...(content.lines
      ? { lines: content.lines.map((l) => ({ title: slot(l.title), detail: maybe(l.detail), url: maybe(l.url) })) }
      : {}),
    ...(content.unsubscribeUrl ? { unsubscribeUrl: slot(content.unsubscribeUrl) } : {}),
    ...(content.essential ? { essential: slot(content.essential) } : {}),
    ...(content.settingsUrl ? { settingsUrl: slot(content.settingsUrl) } : {}),
  };
  const markedBrand: Brand = { name: slot(brand.name), logoUrl: maybe(brand.logoUrl) };
  const shape = JSON.stringify([
    Boolean(brand.logoUrl),
    content.paragraphs.length,
    content.lines?.map((l) => (l.detail ? 1 : 0) + (l.url ? 2 : 0)) ?? null,
    Boolean(content.button),
    Boolean(content.unsubscribeUrl),
    Boolean(content.essential),
    Boolean(content.settingsUrl),
  ]);
  return { markedContent, markedBrand, texts, shape };
}

function skeletonOf(key: string, content: MailContent, brand: Brand): Array<string | number> {
  let parts = skeletons.get(key);
  if (!parts) {
    // split() with a capturing group alternates text and slot numbers.
    parts = renderReact(content, brand)
      .split(SLOT)
      .map((part, i) => (i % 2 === 1 ? Number(part) : part));
    skeletons.set(key, parts);
    if (skeletons.size > MAX_SKELETONS) skeletons.delete(skeletons.keys().next().value!);
  }
  return parts;
}

/** The HTML part: the React template's markup, from the cached skeleton of its company and shape. */
export function renderHtml(content: MailContent, brand: Brand): string {
  const { markedContent, markedBrand, texts, shape } = marked(content, brand);
  const parts = skeletonOf(shape, markedContent, markedBrand);
  let html = '';
  for (const part of parts) html += typeof part === 'number' ? escapeHtml(texts[part]!) : part;
  return html;
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
