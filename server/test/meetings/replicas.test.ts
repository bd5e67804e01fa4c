import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { openSocket } from '../helpers/realtime.js';
import { signIn, skipWithoutPostgres, useReplicaPair } from '../helpers/replica.js';

/** Two API processes on one PostgreSQL: the agent's socket is held by one, the client's by the other. */
describe('meeting signalling across two API processes', { skip: skipWithoutPostgres }, () => {
  const replicas = useReplicaPair('meet_replicas');

  it('relays offers, answers and candidates between participants on different processes, large descriptions included', async () => {
    const { a, b, db } = replicas;
    const agentToken = await signIn(a.base, demoEmail('agent'), DEMO_PASSWORD);
    const clientToken = await signIn(b.base, demoEmail('client'), DEMO_PASSWORD);
    const client = await db.query<{ id: string }>(
      'select m.id from user_company m join users u on u.id = m.user_id where u.email = $1',
      [demoEmail('client')],
    );
    const created = await fetch(`${a.base}/api/frontend/meeting/room/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Across replicas', invitees: [client.rows[0]!.id] }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const room = ((await created.json()) as { id: string }).id;

    const agentSocket = await openSocket(a.base, agentToken);
    const clientSocket = await openSocket(b.base, clientToken);
    const agentId = randomUUID();
    const clientId = randomUUID();
    agentSocket.ws.send(
      JSON.stringify({ type: 'meeting.join', payload: { room, participant: agentId, audio: true, video: true } }),
    );
    await agentSocket.next('meeting.joined', 5000);
    clientSocket.ws.send(
      JSON.stringify({ type: 'meeting.join', payload: { room, participant: clientId, audio: true, video: true } }),
    );
    const joined = await clientSocket.next('meeting.joined', 5000);
    assert.deepEqual(
      (joined.payload.participants as Array<{ participant: string }>).map((p) => p.participant),
      [agentId],
    );
    const seen = await agentSocket.next('meeting.participant', 5000);
    assert.equal((seen.payload.participant as { participant: string }).participant, clientId, 'A hears of a join on B');

    const offer = { room, participant: agentId, to: clientId, description: { type: 'offer', sdp: 'v=0\r\n' } };
    agentSocket.ws.send(JSON.stringify({ type: 'meeting.signal', payload: offer }));
    assert.deepEqual((await clientSocket.next('meeting.signal', 5000)).payload, offer);

    // A description larger than a NOTIFY payload (8000 bytes) crosses by reference.
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(250)}`;
    assert.ok(sdp.length > 12_000);
    const answer = { room, participant: clientId, to: agentId, description: { type: 'answer', sdp } };
    clientSocket.ws.send(JSON.stringify({ type: 'meeting.signal', payload: answer }));
    const received = await agentSocket.next('meeting.signal', 5000);
    assert.equal((received.payload.description as { sdp: string }).sdp, sdp);
    assert.equal(received.payload.participant, clientId);

    const candidate = {
      room,
      participant: agentId,
      to: clientId,
      candidate: { candidate: 'candidate:2 1 udp 1 192.0.2.2 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    agentSocket.ws.send(JSON.stringify({ type: 'meeting.signal', payload: candidate }));
    assert.deepEqual((await clientSocket.next('meeting.signal', 5000)).payload, candidate);

    // Dropped on B: A sees it reconnecting; back on A within the window: connected again.
    clientSocket.ws.terminate();
    const dropped = await agentSocket.next('meeting.participant', 5000);
    assert.equal((dropped.payload.participant as { connection: string }).connection, 'reconnecting');
    const again = await openSocket(a.base, clientToken);
    again.ws.send(JSON.stringify({ type: 'meeting.join', payload: { room, participant: clientId, audio: true, video: true } }));
    await again.next('meeting.joined', 5000);
    const back = await agentSocket.next('meeting.participant', 5000);
    assert.equal((back.payload.participant as { connection: string }).connection, 'connected');
    again.ws.send(JSON.stringify({ type: 'meeting.leave', payload: { room, participant: clientId } }));
    assert.deepEqual((await agentSocket.next('meeting.left', 5000)).payload, { room, participant: clientId });
    agentSocket.ws.close();
    again.ws.close();
  });
});
