import type { FastifyReply } from 'fastify';

type Serialized = ReturnType<FastifyReply['serialize']>;

const serialized = new WeakMap<object, Serialized>();

/**
 * Sends a body through the route's response serializer, serialising each object only once: a service
 * that hands out the same (cached, never mutated) object again has its JSON sent as it was. Fresh
 * objects are serialised as usual, and their JSON goes with them when they are collected.
 */
export function sendSerialized(reply: FastifyReply, body: object): FastifyReply {
  let json = serialized.get(body);
  if (json === undefined) {
    json = reply.serialize(body);
    serialized.set(body, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
