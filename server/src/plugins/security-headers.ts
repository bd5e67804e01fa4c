import fp from 'fastify-plugin';
import policy from './content-security-policy.json' with { type: 'json' };

/** The policy nginx sends in production too (one home: content-security-policy.json). */
export const CONTENT_SECURITY_POLICY = policy.directives.join('; ');

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
      // A route that set its own policy keeps it (user files: `sandbox`, routes/content/replies.ts).
      reply.headers(
        request.url.startsWith('/api/frontend/docs') || reply.hasHeader('content-security-policy') ? ALWAYS : WITH_POLICY,
      );
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
