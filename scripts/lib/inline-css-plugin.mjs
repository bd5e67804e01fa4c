// Puts the entry's style sheet into index.html as a <style> element: it holds only the @font-face rules
// (under a kilobyte), and a <link rel="stylesheet"> would block the first paint for a round trip.
// The CSP allows inline styles already (`style-src 'self' 'unsafe-inline'`, which emotion needs too).
// The fonts those rules name are preloaded: the first paint (the static sign-in page in index.html)
// draws text at once, and a font arriving after it would swap in and move the text.
import { rspack } from '@rspack/core';

/** Style sheets at most this large are inlined; a larger one stays a separate, cacheable file. */
const MAX_INLINE_BYTES = 4096;

export class InlineCssPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineCssPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('InlineCssPlugin', async (data) => {
        data.html = data.html.replace(/<link href="\/(css\/[^"]+\.css)" rel="stylesheet">/g, (tag, name) => {
          const asset = compilation.getAsset(name);
          const css = asset?.source.source().toString();
          if (!css || css.length > MAX_INLINE_BYTES || css.includes('</')) return tag;
          const fonts = [...new Set([...css.matchAll(/url\(["']?(\/fonts\/[^"')]+\.woff2)["']?\)/g)].map((m) => m[1]))];
          const preloads = fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);
          return `${preloads.join('')}<style>${css}</style>`;
        });
        return data;
      });
    });
  }
}
