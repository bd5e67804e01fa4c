import { expect, type APIRequestContext } from '@playwright/test';
import { apiTokens } from './auth';
import type { Role } from './demo-users';

const API = '/api/frontend';

/** A signed-in role's API: its bearer header and its own membership. */
async function asRole(request: APIRequestContext, role: Role) {
  const headers = { authorization: `Bearer ${(await apiTokens(request, role)).access_token}` };
  const me = await request.get(`${API}/user/`, { headers });
  expect(me.status(), await me.text()).toBe(200);
  return { headers, membership: ((await me.json()) as { membership_id: string }).membership_id };
}

/** Uploads a small text file and sends it to the members given; returns its id. */
async function sendText(request: APIRequestContext, headers: Record<string, string>, title: string, to: string[]) {
  const uploaded = await request.post(`${API}/material/`, {
    headers,
    multipart: {
      file: { name: title, mimeType: 'text/plain', buffer: Buffer.from(`${title}\n${'Line of notes. '.repeat(400)}\n`) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  const sent = await request.post(`${API}/content/copy/send`, {
    headers,
    data: { folder_ids: [], material_ids: [id], recipient_ids: to },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return id;
}

/**
 * Fills the lists every role's pages show: each role gets a notification (a file sent down by the admin,
 * or up by the marketer), each has a long text file to review, and the client has a form from the agent
 * (in the agent's, marketer's and admin's Forms tab too).
 */
export async function seedLists(request: APIRequestContext): Promise<void> {
  const [admin, marketer, agent, client] = await Promise.all([
    asRole(request, 'admin'),
    asRole(request, 'marketer'),
    asRole(request, 'agent'),
    asRole(request, 'client'),
  ]);
  const stamp = Date.now();
  await sendText(request, admin.headers, `Company notes ${stamp}.txt`, [
    marketer.membership,
    agent.membership,
    client.membership,
  ]);
  await sendText(request, marketer.headers, `Marketing notes ${stamp}.txt`, [admin.membership]);

  const templates = await request.get(`${API}/intake-form-template/`, { headers: agent.headers });
  expect(templates.status(), await templates.text()).toBe(200);
  const template = ((await templates.json()) as { id: string }[])[0];
  if (!template) throw new Error('The demo company has no form template to send.');
  const form = await request.post(`${API}/intake-form/`, {
    headers: agent.headers,
    data: { template_id: template.id, client_id: client.membership, title: `Intake ${stamp}` },
  });
  expect(form.status(), await form.text()).toBe(201);
}
