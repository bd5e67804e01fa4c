import fp from 'fastify-plugin';

/**
 * The same policy nginx sends in production; here for the embedded server. The one inline script allowed
 * is index.html's first-paint switch (the static sign-in page, src/app/init/static-shell.ts), by its hash.
 */
const FIRST_PAINT_SCRIPT_HASH = "'sha256-K0tKVuxioMgO35z7nbiLL2GaKZZeRxmaYgNrP6pJXsQ='";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${FIRST_PAINT_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
const WITH_POLICY = { ...ALWAYS, 'content-security-policy': CONTENT_SECURITY_POLICY };
const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeadersPlugin = fp(
  async (app) => {
    // A synchronous hook with the headers prepared once: it runs for every response.
    app.addHook('onSend', (request, reply, payload, done) => {
      // The API reference page brings its own inline bootstrap; everything else runs under the strict policy.
      reply.headers(request.url.startsWith('/api/frontend/docs') ? ALWAYS : WITH_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
