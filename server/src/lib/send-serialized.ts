import type { FastifyReply } from 'fastify';

const serialized = new WeakMap<object, Buffer>();

/**
 * Sends a body through the route's response serializer, serialising each object only once: a service
 * that hands out the same (cached, never mutated) object again has its JSON sent as it was, already
 * encoded (no string to encode and measure again per request). Fresh objects are serialised as usual,
 * and their JSON goes with them when they are collected.
 */
export function sendSerialized(reply: FastifyReply, body: object): FastifyReply {
  let json = serialized.get(body);
  if (json === undefined) {
    json = Buffer.from(reply.serialize(body) as string);
    serialized.set(body, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
