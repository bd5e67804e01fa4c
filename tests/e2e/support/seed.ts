import { expect, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiTokens } from './auth';
import type { Role } from './demo-users';
import { TINY_PNG } from './identity';
import { join } from './join';

const API = '/api/frontend';

/** A signed-in role's API: its bearer header and its own membership. */
async function asRole(request: APIRequestContext, role: Role) {
  const headers = { authorization: `Bearer ${(await apiTokens(request, role)).access_token}` };
  const me = await request.get(`${API}/user/`, { headers });
  expect(me.status(), await me.text()).toBe(200);
  return { headers, membership: ((await me.json()) as { membership_id: string }).membership_id };
}

/** Uploads a file and sends it to the members given; returns its id. */
async function sendFile(
  request: APIRequestContext,
  headers: Record<string, string>,
  file: { name: string; mimeType: string; buffer: Buffer },
  to: string[],
) {
  const uploaded = await request.post(`${API}/material/`, { headers, multipart: { file } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  const sent = await request.post(`${API}/content/copy/send`, {
    headers,
    data: { folder_ids: [], material_ids: [id], recipient_ids: to },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return id;
}

/** Uploads a small text file and sends it to the members given; returns its id. */
const sendText = (request: APIRequestContext, headers: Record<string, string>, title: string, to: string[]) =>
  sendFile(
    request,
    headers,
    { name: title, mimeType: 'text/plain', buffer: Buffer.from(`${title}\n${'Line of notes. '.repeat(400)}\n`) },
    to,
  );

/**
 * Fills the lists every role's pages show: each role gets a notification (a file sent down by the admin,
 * or up by the marketer), each has a long text file to review, and the client has a form from the agent
 * (in the agent's, marketer's and admin's Forms tab too).
 */
export async function seedLists(request: APIRequestContext): Promise<{ formId: string }> {
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
  return { formId: ((await form.json()) as { id: string }).id };
}

/** Records every role's pages can be opened with (the walk over every page fills routes' parameters with them). */
export interface PageFixtures {
  /** The demo members' membership ids. */
  members: Record<Role, string>;
  /** A client the demo agent invited and archived. */
  archived: string;
  /** An intake form the demo client still has to fill in, and one they signed. */
  openForm: string;
  signedForm: string;
  /** A meeting room the demo agent hosts, the demo client invited. */
  room: string;
}

async function twoPagePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) pdf.addPage([595, 842]).drawText(`${title}, page ${n}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await pdf.save());
}

/** A one-question form the agent sends to the client, who answers and signs it (a drawn PNG signature). */
async function signedForm(request: APIRequestContext, admin: Headers, agent: Headers, client: Member, stamp: number) {
  const template = await request.post(`${API}/intake-form-template/`, {
    headers: admin,
    data: {
      title: `Policy check ${stamp}`,
      description: 'One answer, then a signature.',
      sections: [
        {
          id: 'policy',
          title: 'Policy',
          fields: [{ key: 'policy_number', kind: 'short_text', label: 'Policy number', required: true }],
        },
      ],
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const sent = await request.post(`${API}/intake-form/`, {
    headers: agent,
    data: { template_id: ((await template.json()) as { id: string }).id, client_id: client.membership },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const form = (await sent.json()) as { id: string; version: number };
  const saved = await request.put(`${API}/intake-form/${form.id}`, {
    headers: client.headers,
    data: { version: form.version, answers: { policy_number: `PN-${stamp}` } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const signed = await request.put(`${API}/intake-form/${form.id}/sign`, {
    headers: client.headers,
    multipart: { consent: 'true', signature: { name: 'signature.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  return form.id;
}

type Headers = Record<string, string>;
type Member = { headers: Headers; membership: string };

/**
 * The lists filled (seedLists), and a record behind each page with parameters: a PDF and a picture sent to
 * everyone, a folder of each role's own, an archived client, a signed form and a meeting room.
 */
export async function seedPages(request: APIRequestContext): Promise<PageFixtures> {
  const { formId } = await seedLists(request);
  const [admin, marketer, agent, client] = await Promise.all([
    asRole(request, 'admin'),
    asRole(request, 'marketer'),
    asRole(request, 'agent'),
    asRole(request, 'client'),
  ]);
  const stamp = Date.now();
  const everyone = [marketer.membership, agent.membership, client.membership];
  const pdf = { name: `Guide ${stamp}.pdf`, mimeType: 'application/pdf', buffer: await twoPagePdf(`Guide ${stamp}`) };
  await sendFile(request, admin.headers, pdf, everyone);
  await sendFile(request, admin.headers, { name: `Logo ${stamp}.png`, mimeType: 'image/png', buffer: TINY_PNG }, everyone);
  for (const role of [admin, marketer, agent, client]) {
    const folder = await request.post(`${API}/folder/`, { headers: role.headers, data: { title: `Folder ${stamp}` } });
    expect(folder.status(), await folder.text()).toBe(201);
  }

  const leaving = await join(request, agent.headers.authorization!.slice('Bearer '.length), 'client', `Ari${stamp}`, 'Archived');
  const archived = await request.delete(`${API}/user-company/${leaving.id}`, { headers: agent.headers });
  expect(archived.status(), await archived.text()).toBe(200);

  const room = await request.post(`${API}/meeting/room/generate`, {
    headers: agent.headers,
    data: { title: `Review ${stamp}`, invitees: [client.membership] },
  });
  expect(room.status(), await room.text()).toBe(201);

  return {
    members: { admin: admin.membership, marketer: marketer.membership, agent: agent.membership, client: client.membership },
    archived: leaving.id,
    openForm: formId,
    signedForm: await signedForm(request, admin.headers, agent.headers, client, stamp),
    room: ((await room.json()) as { id: string }).id,
  };
}
