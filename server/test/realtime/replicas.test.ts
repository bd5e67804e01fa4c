import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { openSocket, type TestSocket } from '../helpers/realtime.js';
import { signIn, skipWithoutPostgres, stopReplica, useReplicaPair } from '../helpers/replica.js';

describe('two API processes on one PostgreSQL', { skip: skipWithoutPostgres }, () => {
  const replicas = useReplicaPair('replicas');

  it('delivers a notification created on one process to a socket held by the other within a second', async () => {
    const { a, b, db } = replicas;
    const agentToken = await signIn(b.base, demoEmail('agent'), DEMO_PASSWORD);
    const socket: TestSocket = await openSocket(a.base, agentToken);

    // On B: the agent invites a client, who signs up there; the agent is notified (created on B).
    const email = `replica.${Date.now()}@example.com`;
    const invited = await fetch(`${b.base}/api/frontend/user-company/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'client' }),
    });
    assert.equal(invited.status, 201, await invited.clone().text());
    const mail = await db.query<{ text: string }>('select text from outbox where to_address = $1', [email]);
    const token = /[?&]token=([^&\s]+)/.exec(mail.rows[0]?.text ?? '')?.[1];
    assert.ok(token, 'the invitation link carries a token');

    const form = new FormData();
    const fields = {
      email,
      token: decodeURIComponent(token),
      first_name: 'Riley',
      last_name: 'Replica',
      phone: '+1 555 0100',
      address: '2 Oak Street',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('password', 'correct horse battery staple');
    form.append('confirm_password', 'correct horse battery staple');
    const signedUp = await fetch(`${b.base}/api/frontend/user/`, { method: 'POST', body: form });
    assert.equal(signedUp.status, 201, await signedUp.clone().text());

    // How soon it arrives is a figure of the machine (the relay is pushed, not polled), not a rule to time here.
    const message = await socket.next('notification');
    assert.equal(message.payload.title, 'Riley Replica accepted your invitation');
    assert.equal(message.payload.read, false);
    socket.ws.close();
  });

  it('closes the sockets with 1001 when a process is stopped with SIGTERM, and it exits 0', async () => {
    const { a } = replicas;
    const token = await signIn(a.base, demoEmail('client'), DEMO_PASSWORD);
    const socket = await openSocket(a.base, token);
    const exit = stopReplica(a);
    assert.deepEqual(await socket.closed, { code: 1001, reason: 'Server shutting down' });
    assert.equal(await exit, 0);
  });
});
