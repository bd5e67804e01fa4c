import type { TSchema } from 'typebox';
import { compileCheck, type SchemaCheck } from '../lib/validation.js';
import { CLIENT_MESSAGES } from '../contract/realtime-messages.js';
import type { Actor } from '../policy/actor.js';
import type { ClientEnvelope, ServerMessage } from './messages.js';

/** Who sent a client message, and how to answer that one socket. */
export interface ClientContext {
  actor: Actor;
  /** The sending socket's id (unique across replicas); the hub reports it again when the socket is gone. */
  socketId: string;
  reply(message: ServerMessage): void;
}

/**
 * One type of browser → server message: its payload schema, who may send it (answer a sentence to
 * refuse), and what it does. Registered once (`app.realtime.channel.register`).
 */
export interface ClientMessageHandler<Payload = unknown> {
  type: string;
  payload: TSchema;
  /** null: allowed; a sentence: refused with that detail. */
  authorize(actor: Actor, payload: Payload): Promise<string | null> | string | null;
  handle(context: ClientContext, payload: Payload, ref: string | undefined): Promise<void> | void;
}

const MAX_REF = 100;
const NOT_JSON = 'A message must be a JSON object: {"type": string, "payload"?: object, "ref"?: string}.';

/** Reads the envelope of a raw client message, or answers why it is not one. */
function parseEnvelope(data: string): ClientEnvelope | { problem: string; ref?: string } {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { problem: NOT_JSON };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: NOT_JSON };
  const { type, payload, ref } = value as Record<string, unknown>;
  const okRef = typeof ref === 'string' && ref.length <= MAX_REF ? ref : undefined;
  if (ref !== undefined && okRef === undefined) return { problem: `"ref" must be a string of at most ${MAX_REF} characters.` };
  if (typeof type !== 'string' || type === '') return { problem: NOT_JSON, ref: okRef };
  return { type, payload: payload === undefined ? {} : payload, ref: okRef };
}

/** The client message types this server understands, each validated and authorised before it runs. */
export class ClientMessages {
  private readonly handlers = new Map<string, { handler: ClientMessageHandler<never>; check: SchemaCheck }>();

  register<Payload>(handler: ClientMessageHandler<Payload>): void {
    if (this.handlers.has(handler.type)) throw new Error(`realtime: "${handler.type}" is registered twice`);
    // A type the SPA sends is checked against the contract's schema, the one the SPA's types come from.
    const contract: TSchema | undefined = (CLIENT_MESSAGES as Record<string, TSchema>)[handler.type];
    if (contract && handler.payload !== contract)
      throw new Error(`realtime: "${handler.type}" must be checked with its schema in contract/realtime-messages.ts`);
    this.handlers.set(handler.type, {
      handler: handler as unknown as ClientMessageHandler<never>,
      check: compileCheck(handler.payload),
    });
  }

  get types(): string[] {
    return [...this.handlers.keys()];
  }

  /** Handles one raw message from a socket; every refusal is an `error` reply, never a thrown error. */
  async dispatch(context: ClientContext, data: string): Promise<void> {
    const envelope = parseEnvelope(data);
    const refuse = (detail: string, ref?: string) =>
      context.reply({ type: 'error', payload: ref === undefined ? { detail } : { detail, ref } });
    if ('problem' in envelope) return refuse(envelope.problem, envelope.ref);
    const entry = this.handlers.get(envelope.type);
    if (!entry) return refuse(`Unknown message type "${envelope.type.slice(0, 50)}".`, envelope.ref);
    const problem = entry.check(envelope.payload);
    if (problem !== null) {
      const where = problem.instancePath ? ` at ${problem.instancePath}` : '';
      return refuse(`The payload of "${envelope.type}" is not valid${where}: ${problem.message}.`, envelope.ref);
    }
    const payload = envelope.payload as never;
    const refusal = await entry.handler.authorize(context.actor, payload);
    if (refusal !== null) return refuse(refusal, envelope.ref);
    await entry.handler.handle(context, payload, envelope.ref);
  }
}
