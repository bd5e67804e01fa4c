import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { sendSerialized } from '../../src/lib/send-serialized.js';

describe('sendSerialized', () => {
  it("sends a body through the route's schema, serialising each object once", async () => {
    const app = Fastify();
    const shared = { name: 'first', secret: 'not in the schema' };
    app.get(
      '/shared',
      { schema: { response: { 200: { type: 'object', properties: { name: { type: 'string' } } } } } },
      (_request, reply) => sendSerialized(reply, shared),
    );
    app.get(
      '/fresh',
      { schema: { response: { 200: { type: 'object', properties: { name: { type: 'string' } } } } } },
      (_request, reply) => sendSerialized(reply, { name: shared.name }),
    );
    const first = await app.inject('/shared');
    assert.equal(first.statusCode, 200);
    assert.match(first.headers['content-type'] as string, /^application\/json/);
    assert.equal(first.body, '{"name":"first"}');
    shared.name = 'changed';
    assert.equal((await app.inject('/shared')).body, '{"name":"first"}', 'the same object is sent as it was first serialised');
    assert.equal((await app.inject('/fresh')).body, '{"name":"changed"}', 'a new object is serialised anew');
    await app.close();
  });
});
