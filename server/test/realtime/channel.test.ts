import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Type } from 'typebox';
import { CLIENT_MESSAGES } from '../../src/contract/realtime-messages.js';
import { ClientMessages } from '../../src/realtime/index.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { me } from '../helpers/identity.js';
import { baseUrlOf, openSocket, type TestSocket } from '../helpers/realtime.js';
import { loginAs, type Tokens } from '../helpers/session.js';

/** Browser → server messages on the realtime channel: envelope, registry, payload schemas, authorisation. */
describe('the realtime channel: client messages', () => {
  let t: TestApp;
  let base: string;
  let agent: Tokens;
  let client: Tokens;
  const sockets: TestSocket[] = [];
  const open = async (tokens: Tokens) => {
    const socket = await openSocket(base, tokens.access_token);
    sockets.push(socket);
    return socket;
  };

  before(async () => {
    t = await createTestApp({}, (app) => {
      // A type only agents may send, to show per-type authorisation and a handler answering its sender.
      app.realtime.channel.register<{ text: string }>({
        type: 'test.echo',
        payload: Type.Object({ text: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
        authorize: (actor) => (actor.role === 'agent' ? null : 'Only agents may echo.'),
        handle: (context, payload, ref) =>
          context.reply({ type: 'pong', payload: { ref: `${ref}:${payload.text}:${context.actor.role}` } }),
      });
    });
    await seedDemo(t.app.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = baseUrlOf(t.app);
    agent = await loginAs(t.app, 'agent');
    client = await loginAs(t.app, 'client');
  });
  after(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await t.close();
  });

  it('answers ping with pong, echoing ref', async () => {
    const socket = await open(agent);
    socket.ws.send(JSON.stringify({ type: 'ping', ref: 'r1' }));
    assert.deepEqual(await socket.next('pong'), { type: 'pong', payload: { ref: 'r1' } });
    socket.ws.send(JSON.stringify({ type: 'ping', payload: {} }));
    assert.deepEqual(await socket.next('pong'), { type: 'pong', payload: {} });
  });

  it('answers an unknown type, a bad payload and a message that is not JSON with error, echoing ref', async () => {
    const socket = await open(agent);
    socket.ws.send(JSON.stringify({ type: 'meeting.teleport', payload: {}, ref: 'r2' }));
    assert.deepEqual(await socket.next('error'), {
      type: 'error',
      payload: { detail: 'Unknown message type "meeting.teleport".', ref: 'r2' },
    });
    socket.ws.send(JSON.stringify({ type: 'ping', payload: { extra: 1 }, ref: 'r3' }));
    const bad = await socket.next('error');
    assert.equal(bad.payload.ref, 'r3');
    assert.match(String(bad.payload.detail), /^The payload of "ping" is not valid/);
    socket.ws.send('not json');
    assert.match(String((await socket.next('error')).payload.detail), /must be a JSON object/);
    socket.ws.send(JSON.stringify([1, 2]));
    assert.match(String((await socket.next('error')).payload.detail), /must be a JSON object/);
    socket.ws.send(JSON.stringify({ type: 'test.echo', payload: { text: 'x'.repeat(21) }, ref: 'r4' }));
    const long = await socket.next('error');
    assert.equal(long.payload.ref, 'r4');
    assert.match(String(long.payload.detail), /\/text/);
  });

  it('runs a registered type for whom its check allows, and refuses the others with its sentence', async () => {
    const agentSocket = await open(agent);
    agentSocket.ws.send(JSON.stringify({ type: 'test.echo', payload: { text: 'hi' }, ref: 'a' }));
    assert.deepEqual(await agentSocket.next('pong'), { type: 'pong', payload: { ref: 'a:hi:agent' } });
    const clientSocket = await open(client);
    clientSocket.ws.send(JSON.stringify({ type: 'test.echo', payload: { text: 'hi' }, ref: 'c' }));
    assert.deepEqual(await clientSocket.next('error'), { type: 'error', payload: { detail: 'Only agents may echo.', ref: 'c' } });
    assert.equal(
      clientSocket.messages.some((m) => m.type === 'pong'),
      false,
    );
  });

  it('answers only the socket that asked, and still delivers published messages to every socket of the member', async () => {
    const first = await open(agent);
    const second = await open(agent);
    first.ws.send(JSON.stringify({ type: 'ping', ref: 'only-first' }));
    await first.next('pong');
    const agentId = (await me(t.app, agent)).membership_id;
    await t.app.realtime.publish(agentId, { type: 'pong', payload: { ref: 'to-all' } });
    assert.deepEqual(await second.next('pong'), { type: 'pong', payload: { ref: 'to-all' } });
    assert.equal(
      second.messages.some((m) => m.payload.ref === 'only-first'),
      false,
    );
  });

  it('understands exactly the browser messages of the contract shared with the SPA, each checked with its schema', () => {
    assert.deepEqual(
      t.app.realtime.channel.types.filter((type) => !type.startsWith('test.')).sort(),
      Object.keys(CLIENT_MESSAGES).sort(),
    );
    // A contract type checked with any other schema would let the two sides disagree: refused at start.
    const channel = new ClientMessages();
    assert.throws(
      () => channel.register({ type: 'meeting.leave', payload: Type.Object({}), authorize: () => null, handle: () => {} }),
      /contract\/realtime-messages\.ts/,
    );
    channel.register({
      type: 'meeting.leave',
      payload: CLIENT_MESSAGES['meeting.leave'],
      authorize: () => null,
      handle: () => {},
    });
  });

  it('refuses to register a type twice', () => {
    assert.throws(
      () => t.app.realtime.channel.register({ type: 'ping', payload: Type.Object({}), authorize: () => null, handle: () => {} }),
      /twice/,
    );
  });
});
