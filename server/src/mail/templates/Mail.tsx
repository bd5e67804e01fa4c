/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (Pragmas: the JSX runtime does not depend on which tsconfig the process found, e.g. when started from the repository root.)
import type { CSSProperties } from 'react';
import type { Brand, MailContent } from './content.js';

/**
 * Mail-safe HTML: one centred table at most 560 px wide that shrinks to any width (320 px phones),
 * inline styles (mail clients drop most stylesheets), system fonts, and a dark palette for clients that
 * honour `prefers-color-scheme` (the light one otherwise, with enough contrast either way).
 */
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#1d4ed8';
const PAGE = '#f3f4f6';
const CARD = '#ffffff';

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text: CSSProperties = { fontFamily: font, fontSize: 16, lineHeight: '24px', color: INK, margin: '0 0 16px' };
const small: CSSProperties = { fontFamily: font, fontSize: 13, lineHeight: '20px', color: MUTED, margin: '0 0 8px' };

const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background: #111827 !important; }
  .card { background: #1f2937 !important; }
  .ink { color: #f3f4f6 !important; }
  .muted { color: #cbd5e1 !important; }
  .link { color: #93c5fd !important; }
  .button { background: #3b82f6 !important; color: #0b1220 !important; }
}
@media (max-width: 400px) { .card-cell { padding: 20px 16px !important; } }
`;

function Header({ brand }: { brand: Brand }) {
  return (
    <tr>
      <td style={{ padding: '0 0 16px' }}>
        {brand.logoUrl ? (
          <img
            src={brand.logoUrl}
            alt={brand.name}
            height={40}
            style={{ display: 'block', height: 40, maxWidth: 200, border: 0 }}
          />
        ) : null}
        <p className="ink" style={{ ...text, fontWeight: 700, margin: brand.logoUrl ? '8px 0 0' : 0 }}>
          {brand.name}
        </p>
      </td>
    </tr>
  );
}

function Button({ label, url }: { label: string; url: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 24px' }}>
      <tbody>
        <tr>
          <td style={{ borderRadius: 8, background: ACCENT }} className="button">
            <a
              href={url}
              className="button"
              style={{
                display: 'inline-block',
                padding: '12px 20px',
                fontFamily: font,
                fontSize: 16,
                fontWeight: 600,
                color: '#ffffff',
                textDecoration: 'none',
                borderRadius: 8,
                background: ACCENT,
              }}
            >
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Lines({ lines }: { lines: NonNullable<MailContent['lines']> }) {
  return (
    <ul style={{ padding: 0, margin: '0 0 16px', listStyle: 'none' }}>
      {lines.map((line, i) => (
        <li key={i} style={{ padding: '12px 0', borderTop: '1px solid #e5e7eb' }}>
          <p className="ink" style={{ ...text, margin: 0, fontWeight: 600, wordBreak: 'break-word' }}>
            {line.url ? (
              <a href={line.url} className="link" style={{ color: ACCENT }}>
                {line.title}
              </a>
            ) : (
              line.title
            )}
          </p>
          {line.detail ? (
            <p className="muted" style={{ ...small, margin: '4px 0 0' }}>
              {line.detail}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Footer({ content, brand }: { content: MailContent; brand: Brand }) {
  return (
    <>
      <p className="muted" style={small}>
        {content.reason}
      </p>
      {content.essential ? (
        <p className="muted" style={small}>
          {content.essential}
        </p>
      ) : null}
      {content.unsubscribeUrl ? (
        <p className="muted" style={small}>
          <a href={content.unsubscribeUrl} className="link" style={{ color: ACCENT }}>
            Stop these emails
          </a>
          {content.settingsUrl ? (
            <>
              {' · '}
              <a href={content.settingsUrl} className="link" style={{ color: ACCENT }}>
                Choose what you receive
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="muted" style={small}>
        {brand.name} · sent with Cascade
      </p>
    </>
  );
}

export function Mail({ content, brand }: { content: MailContent; brand: Brand }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        <style dangerouslySetInnerHTML={{ __html: DARK_CSS }} />
      </head>
      <body className="page" style={{ margin: 0, padding: 0, background: PAGE }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{content.preheader}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} className="page" style={{ background: PAGE }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 8px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 560, width: '100%' }}>
                  <tbody>
                    <Header brand={brand} />
                    <tr>
                      <td className="card card-cell" style={{ background: CARD, borderRadius: 12, padding: '28px 24px' }}>
                        <h1 className="ink" style={{ ...text, fontSize: 22, lineHeight: '30px', fontWeight: 700 }}>
                          {content.heading}
                        </h1>
                        {content.paragraphs.map((p, i) => (
                          <p key={i} className="ink" style={{ ...text, wordBreak: 'break-word' }}>
                            {p}
                          </p>
                        ))}
                        {content.lines ? <Lines lines={content.lines} /> : null}
                        {content.button ? <Button {...content.button} /> : null}
                        {content.button ? (
                          <p className="muted" style={{ ...small, wordBreak: 'break-all' }}>
                            Or open this link: {content.button.url}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 8px 0' }}>
                        <Footer content={content} brand={brand} />
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
