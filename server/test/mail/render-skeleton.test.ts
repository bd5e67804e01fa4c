import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Brand, MailContent } from '../../src/mail/templates/content.js';
import { Mail } from '../../src/mail/templates/Mail.js';
import { renderHtml } from '../../src/mail/templates/render.js';

const react = (content: MailContent, brand: Brand) =>
  `<!DOCTYPE html>${renderToStaticMarkup(createElement(Mail, { content, brand }))}`;

const tricky = `Tom & "Jerry" <b>bold</b> it's 100% \u00e9t\u00e9 — ${'x'.repeat(40)}`;

function content(n: number, extra: Partial<MailContent> = {}): MailContent {
  return {
    subject: `${n} unread updates in ${tricky}`,
    preheader: n > 0 ? `Line 0 ${tricky}` : '',
    heading: 'What you have not seen yet',
    paragraphs: [`Since your last digest: ${n} things`, tricky],
    lines: Array.from({ length: n }, (_, i) => ({
      title: `Line ${i} ${tricky}`,
      detail: i % 3 === 0 ? '' : `Detail ${i} & more`,
      url: i % 4 === 0 ? null : `https://portal.test/materials/review/${i}?a=1&b="2"`,
    })),
    button: { label: 'Open your notifications', url: 'https://portal.test/notifications?x=1&y=<2>' },
    reason: `You get this for a@b.test in ${tricky}`,
    unsubscribeUrl: 'https://portal.test/unsubscribe?token=abc.def&x=1',
    settingsUrl: 'https://portal.test/settings/profile#mail',
    ...extra,
  };
}

/**
 * The digest at scale renders each shape of message once and fills in its texts: the result must be
 * byte for byte what React renders, escaping included, whatever the texts and optional parts.
 */
describe('mail HTML from cached skeletons', () => {
  const brands: Brand[] = [
    { name: 'Alpha & Sons "Marketing"', logoUrl: 'https://portal.test/logo.png?v=1&w=2' },
    { name: "O'Brien <Insurance>", logoUrl: null },
  ];

  it('is byte for byte the markup React renders, for every shape and any text', () => {
    for (const brand of brands)
      for (const n of [0, 1, 7, 20])
        for (const extra of [
          {},
          { essential: `Why you cannot turn this off: ${tricky}`, unsubscribeUrl: undefined, settingsUrl: undefined },
          { button: undefined, lines: undefined },
        ] as Partial<MailContent>[]) {
          const c = content(n, extra);
          if (extra.unsubscribeUrl === undefined && 'unsubscribeUrl' in extra) delete c.unsubscribeUrl;
          if ('settingsUrl' in extra && extra.settingsUrl === undefined) delete c.settingsUrl;
          assert.equal(renderHtml(c, brand), react(c, brand), `${brand.name}, ${n} lines, ${Object.keys(extra).join(',')}`);
        }
  });

  it('keeps texts apart between messages of the same shape (one skeleton, different members)', () => {
    const a = renderHtml(content(3, { reason: 'For alice@a.test' }), brands[0]!);
    const b = renderHtml(content(3, { reason: 'For bob@b.test' }), brands[1]!);
    assert.match(a, /alice@a\.test/);
    assert.doesNotMatch(a, /bob@b\.test|O&#x27;Brien/);
    assert.match(b, /bob@b\.test/);
    assert.match(b, /O&#x27;Brien &lt;Insurance&gt;/);
    assert.doesNotMatch(b, /\uE000|\uE001/, 'no marker left');
  });
});
