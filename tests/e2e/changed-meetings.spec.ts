import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiTokens, join } from './support';
import { participant } from './support/meeting';

// One journey: the host moves a meeting and then cancels it. The new start shows on the host's page and,
// live, on an invitee's open page; the cancellation shows in both lists and the room can no longer be
// joined. A second invitee, not connected to the app (so the mail is not held for the app), is mailed an
// updated and then a cancelling calendar invitation under the same UID. The wrong turns change nothing:
// a time in the past, no time at all, the cancel dialog dismissed.

interface Mail {
  subject: string;
  created_at: string;
  attachments: { filename: string; content_type: string; content: string }[];
}

/** A mailed `.ics`'s properties by name (folded lines joined, RFC 5545 §3.1; parameters dropped). */
function calendarOf(text: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!;
    properties[name] ??= line.slice(colon + 1);
  }
  return properties;
}

/** The calendar of the invitation mailed to `to` with this METHOD (and SEQUENCE, when given); waits for it. */
async function mailedCalendar(request: APIRequestContext, to: string, method: string, sequence?: number) {
  let found: Record<string, string> | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/frontend/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return 'the outbox did not answer'; // a busy shared machine may shed a poll
        const calendars = ((await response.json()) as Mail[])
          .flatMap((m) => m.attachments.filter((a) => a.filename.endsWith('.ics')))
          .map((a) => calendarOf(a.content));
        found = calendars.find((c) => c.METHOD === method && (sequence === undefined || Number(c.SEQUENCE) === sequence));
        return found ? 'mailed' : calendars.map((c) => `${c.METHOD} ${c.SEQUENCE}`).join(', ');
      },
      { message: `a ${method} (SEQUENCE ${sequence ?? 'any'}) mailed to ${to}`, timeout: 30_000 },
    )
    .toBe('mailed');
  return found!;
}

/** A day `days` from now at hh:mm on the page's clock: the `datetime-local` value, the instant, the page's label. */
function startOn(page: Page, days: number, hour: number, minute: number) {
  return page.evaluate(
    ({ days, hour, minute }) => {
      const at = new Date();
      at.setDate(at.getDate() + days);
      at.setHours(hour, minute, 0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      return {
        input: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(hour)}:${pad(minute)}`,
        iso: at.toISOString(),
        label: at.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' }),
      };
    },
    { days, hour, minute },
  );
}

/** iCalendar's UTC form of an instant. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test('the host moves a meeting and then cancels it: pages update live, the invitee is mailed each change', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // An invitee who is never connected to the app: their meeting mail goes at once.
  const agentToken = (await apiTokens(request, 'agent')).access_token;
  const awayName = `Robin Away${randomBytes(3).toString('hex')}`;
  const away = await join(request, agentToken, 'client', 'Robin', awayName.slice('Robin '.length));
  const host = await participant(browser, 'agent');
  const invitee = await participant(browser, 'client');

  // The host plans a meeting for tomorrow with both invitees.
  const title = `Annual review ${Date.now()}`;
  const first = await startOn(host.page, 1, 10, 0);
  await host.page.goto('/meetings');
  await host.page.getByRole('button', { name: 'New meeting' }).click();
  const create = host.page.getByRole('dialog', { name: 'New meeting' });
  await create.getByLabel(/Title/).fill(title);
  await create.getByLabel(/Starts/).fill(first.input);
  await create.getByRole('checkbox', { name: 'Casey Client' }).check();
  await create.getByLabel('Find a member').fill(awayName);
  await create.getByRole('checkbox', { name: awayName }).check();
  await create.getByRole('button', { name: 'Create and open' }).click();
  await expect(host.page).toHaveURL(/\/meeting\/[A-Za-z0-9_-]{22}$/);
  const link = new URL(host.page.url()).pathname;
  const roomId = link.split('/').pop()!;
  const header = (page: Page) => page.getByText(/^A video meeting hosted by Alex Agent, /);
  await expect(header(host.page)).toHaveText(`A video meeting hosted by Alex Agent, starting ${first.label}.`);

  const invitation = await mailedCalendar(request, away.email, 'REQUEST');
  expect(invitation.DTSTART).toBe(icsTime(first.iso));
  const uid = invitation.UID!;
  expect(uid).toBeTruthy();

  // The invitee has the room open; the page is never reloaded (a mark on the window survives only without one).
  await invitee.page.goto(link);
  await expect(header(invitee.page)).toHaveText(`A video meeting hosted by Alex Agent, starting ${first.label}.`);
  await invitee.page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));

  const roomOnServer = async () => {
    const response = await request.get(`/api/frontend/meeting/room/${roomId}`, {
      headers: { authorization: `Bearer ${agentToken}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { startsAt: string; cancelledAt: string | null };
  };

  // Wrong turns first: a time that has passed, then no time at all. Each says why; nothing changes.
  await host.page.getByRole('button', { name: 'Move', exact: true }).click();
  const move = host.page.getByRole('dialog', { name: `Move “${title}”?` });
  const yesterday = await startOn(host.page, -1, 9, 0);
  await move.getByLabel(/New start/).fill(yesterday.input);
  await move.getByRole('button', { name: 'Move the meeting' }).click();
  await expect(move.getByRole('alert')).toHaveText('That time has passed: pick a start in the future.');
  await move.getByLabel(/New start/).fill('');
  await move.getByRole('button', { name: 'Move the meeting' }).click();
  await expect(move.getByRole('alert')).toHaveText('Pick a date and a time.');
  await move.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(move).toBeHidden();
  expect(await roomOnServer()).toMatchObject({ startsAt: first.iso, cancelledAt: null });
  await expect(header(host.page)).toHaveText(`A video meeting hosted by Alex Agent, starting ${first.label}.`);

  // The move: the host's page, then the invitee's open page, show the new start.
  const second = await startOn(host.page, 2, 15, 30);
  await host.page.getByRole('button', { name: 'Move', exact: true }).click();
  await move.getByLabel(/New start/).fill(second.input);
  await move.getByRole('button', { name: 'Move the meeting' }).click();
  await expect(move).toBeHidden();
  await expect(host.page.getByText(`“${title}” now starts ${second.label}.`)).toBeVisible();
  await expect(header(host.page)).toHaveText(`A video meeting hosted by Alex Agent, starting ${second.label}.`);
  await expect(header(invitee.page)).toHaveText(`A video meeting hosted by Alex Agent, starting ${second.label}.`);

  // The mailed update: the same UID, one more SEQUENCE (the refused attempts took none), the new start.
  const moved = await mailedCalendar(request, away.email, 'REQUEST', Number(invitation.SEQUENCE) + 1);
  expect(moved.UID).toBe(uid);
  expect(moved.DTSTART).toBe(icsTime(second.iso));

  // Cancel, dismissed: nothing changes.
  await host.page.getByRole('button', { name: 'Cancel meeting' }).click();
  const cancel = host.page.getByRole('dialog', { name: `Cancel “${title}”?` });
  await expect(cancel).toContainText('cannot be undone');
  await cancel.getByRole('button', { name: 'Keep it' }).click();
  await expect(cancel).toBeHidden();
  expect(await roomOnServer()).toMatchObject({ startsAt: second.iso, cancelledAt: null });
  await expect(header(host.page)).toHaveText(`A video meeting hosted by Alex Agent, starting ${second.label}.`);

  // Cancel, confirmed: both pages say so, live; no one can join.
  await host.page.getByRole('button', { name: 'Cancel meeting' }).click();
  await cancel.getByRole('button', { name: 'Cancel the meeting' }).click();
  await expect(cancel).toBeHidden();
  for (const page of [host.page, invitee.page]) {
    await expect(page.getByRole('heading', { name: 'This meeting was cancelled' })).toBeVisible();
    await expect(header(page)).toHaveText('A video meeting hosted by Alex Agent, cancelled.');
    await expect(page.getByRole('button', { name: /^(Join|Ask to join)$/ })).toHaveCount(0);
  }
  await expect(host.page.getByRole('button', { name: 'Cancel meeting' })).toHaveCount(0);
  expect(await invitee.page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  expect((await roomOnServer()).cancelledAt).not.toBeNull();

  // The mailed cancellation: the same UID, one more SEQUENCE.
  const cancelled = await mailedCalendar(request, away.email, 'CANCEL', Number(invitation.SEQUENCE) + 2);
  expect(cancelled.UID).toBe(uid);
  expect(cancelled.STATUS).toBe('CANCELLED');

  // "Cancelled" in the host's list and in the invitee's.
  for (const page of [host.page, invitee.page]) {
    await page.goto('/meetings');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(item).toContainText('Cancelled');
  }
  // Opened again from the link, the room still cannot be joined.
  await invitee.page.goto(link);
  await expect(invitee.page.getByRole('heading', { name: 'This meeting was cancelled' })).toBeVisible();
  await expect(invitee.page.getByRole('button', { name: /^(Join|Ask to join)$/ })).toHaveCount(0);

  for (const p of [invitee, host]) await p.context.close();
});
