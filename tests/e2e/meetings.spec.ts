import { expect, test } from '@playwright/test';
import { expectVideoFlowing, participant, peerStats, tile } from './support/meeting';

test.describe.configure({ mode: 'serial' });

test('an agent meets a client: video both ways, mute, camera off, screen share, a third person, a knock admitted', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Everyone signs in first, before video makes the machine busy.
  const agent = await participant(browser, 'agent');
  const client = await participant(browser, 'client');
  const marketer = await participant(browser, 'marketer');
  const admin = await participant(browser, 'admin');

  // The agent creates a room for the client and the marketer and lands in it.
  const title = `Policy review ${Date.now()}`;
  await agent.page.goto('/meetings');
  await agent.page.getByRole('button', { name: 'New meeting' }).click();
  const dialog = agent.page.getByRole('dialog', { name: 'New meeting' });
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByRole('checkbox', { name: 'Casey Client' }).check();
  await dialog.getByRole('checkbox', { name: 'Morgan Marketer' }).check();
  await dialog.getByRole('button', { name: 'Create and open' }).click();
  await expect(agent.page).toHaveURL(/\/meeting\/[A-Za-z0-9_-]{22}$/);
  const link = new URL(agent.page.url()).pathname;
  await expect(agent.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(agent.page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await agent.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(tile(agent.page, 'Alex Agent (you)')).toBeVisible();

  // The client is told on the bell and joins from the notification.
  const bell = client.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('aria-label', /unread/);
  await bell.click();
  await client.page
    .getByRole('dialog', { name: 'Recent notifications' })
    .getByRole('button', { name: 'Unread: Alex Agent invited you to a meeting' })
    .first()
    .click();
  await expect(client.page).toHaveURL(new RegExp(`${link}$`));
  await client.page.getByRole('button', { name: 'Join', exact: true }).click();

  await expect(tile(client.page, 'Alex Agent')).toBeVisible();
  await expect(tile(agent.page, 'Casey Client')).toBeVisible();
  const camera = (await expectVideoFlowing(client.page, 1))[0]!;
  await expectVideoFlowing(agent.page, 1);

  // Mute: the client hears silence from the agent and sees the agent's tile muted.
  await expect
    .poll(async () => (await peerStats(client.page))[0]!.audioLevel, { message: 'agent audible', timeout: 15_000 })
    .toBeGreaterThan(0.01);
  await agent.page.getByRole('button', { name: 'Mute' }).click();
  await expect(tile(client.page, 'Alex Agent').getByText('Muted')).toBeVisible();
  await expect
    .poll(async () => (await peerStats(client.page))[0]!.audioLevel, { message: 'agent silent', timeout: 15_000 })
    .toBeLessThan(0.001);
  await agent.page.getByRole('button', { name: 'Unmute' }).click();
  await expect(tile(client.page, 'Alex Agent').getByText('Muted')).toBeHidden();

  // Camera off: no more frames arrive, the tile says so; camera on: frames again.
  await agent.page.getByRole('button', { name: 'Camera off' }).click();
  await expect(tile(client.page, 'Alex Agent').getByText('Camera off')).toBeVisible();
  await expect
    .poll(
      async () => {
        const before = (await peerStats(client.page))[0]!.framesDecoded;
        await client.page.waitForTimeout(700);
        return (await peerStats(client.page))[0]!.framesDecoded - before;
      },
      { message: 'frames stop', timeout: 15_000 },
    )
    .toBe(0);
  await agent.page.getByRole('button', { name: 'Camera on' }).click();
  await expect(tile(client.page, 'Alex Agent').getByText('Camera off')).toBeHidden();
  await expectVideoFlowing(client.page, 1);

  // Screen share replaces the camera on the same track: the frame size changes, and comes back after.
  await agent.page.getByRole('button', { name: 'Share screen' }).click();
  await expect(tile(client.page, 'Alex Agent').getByText('Sharing screen')).toBeVisible();
  await expect
    .poll(
      async () => {
        const s = (await peerStats(client.page))[0]!;
        return `${s.frameWidth}x${s.frameHeight}`;
      },
      { message: 'screen frames', timeout: 20_000 },
    )
    .not.toBe(`${camera.frameWidth}x${camera.frameHeight}`);
  await agent.page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect
    .poll(
      async () => {
        const s = (await peerStats(client.page))[0]!;
        return `${s.frameWidth}x${s.frameHeight}`;
      },
      { message: 'camera frames again', timeout: 20_000 },
    )
    .toBe(`${camera.frameWidth}x${camera.frameHeight}`);

  // A third participant joins and leaves.
  await marketer.page.goto(link);
  await marketer.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expectVideoFlowing(marketer.page, 2);
  await expect(tile(agent.page, 'Morgan Marketer')).toBeVisible();
  await expect(tile(client.page, 'Morgan Marketer')).toBeVisible();
  await expectVideoFlowing(client.page, 2);
  await marketer.page.getByRole('button', { name: 'Leave' }).click();
  await expect(marketer.page).toHaveURL(/\/meetings$/);
  await expect(tile(client.page, 'Morgan Marketer')).toBeHidden();
  await expect(tile(agent.page, 'Morgan Marketer')).toBeHidden();
  await expect.poll(async () => (await peerStats(agent.page)).length).toBe(1);
  await marketer.context.close();

  // Someone of the company who was not invited knocks; the host admits them.
  await admin.page.goto(link);
  await admin.page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(admin.page.getByText('Waiting for the host')).toBeVisible();
  const lobby = agent.page.getByRole('region', { name: 'Waiting to join' });
  await expect(lobby.getByText('Avery Admin asks to join')).toBeVisible();
  await lobby.getByRole('button', { name: 'Admit Avery Admin' }).click();
  await expect(tile(admin.page, 'Alex Agent')).toBeVisible();
  await expect(tile(admin.page, 'Casey Client')).toBeVisible();
  await expectVideoFlowing(admin.page, 2);
  await expect(lobby).toBeHidden();

  for (const p of [admin, client, agent]) await p.context.close();
});

test('the relay path: two people meet with only TURN candidates through coturn', async ({ browser }) => {
  test.setTimeout(120_000);
  const agent = await participant(browser, 'agent', { relay: true });
  const client = await participant(browser, 'client', { relay: true });
  await agent.page.goto('/clients');
  await agent.page.getByRole('link', { name: 'Casey Client' }).first().click();
  await agent.page.getByRole('button', { name: 'Meet' }).click();
  await expect(agent.page).toHaveURL(/\/meeting\/[A-Za-z0-9_-]{22}$/);
  await expect(agent.page.getByRole('heading', { level: 1, name: 'Meeting with Casey Client' })).toBeVisible();
  const link = new URL(agent.page.url()).pathname;
  await agent.page.getByRole('button', { name: 'Join', exact: true }).click();
  await client.page.goto(link);
  await client.page.getByRole('button', { name: 'Join', exact: true }).click();

  for (const page of [agent.page, client.page]) {
    const [stats] = await expectVideoFlowing(page, 1);
    expect(stats!.localCandidate).toBe('relay');
  }
  await agent.context.close();
  await client.context.close();
});

test('a host alone at 1280×800 has the controls in view; a refused guest may ask again, three times in all', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await participant(browser, 'agent');
  const guest = await participant(browser, 'admin');
  await host.page.setViewportSize({ width: 1280, height: 800 });

  const title = `Lobby ${Date.now()}`;
  await host.page.goto('/meetings');
  await host.page.getByRole('button', { name: 'New meeting' }).click();
  const dialog = host.page.getByRole('dialog', { name: 'New meeting' });
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByRole('checkbox', { name: 'Casey Client' }).check();
  await dialog.getByRole('button', { name: 'Create and open' }).click();
  await expect(host.page).toHaveURL(/\/meeting\/[A-Za-z0-9_-]{22}$/);
  const link = new URL(host.page.url()).pathname;
  await host.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(tile(host.page, 'Alex Agent (you)')).toBeVisible();
  // Above the fold: the whole of the controls, without scrolling.
  const controls = host.page.getByRole('toolbar', { name: 'Meeting controls' });
  await expect(controls.getByRole('button', { name: 'Leave' })).toBeInViewport({ ratio: 1 });
  expect(await host.page.evaluate(() => window.scrollY)).toBe(0);

  const lobby = host.page.getByRole('region', { name: 'Waiting to join' });
  await guest.page.goto(link);
  await guest.page.getByRole('button', { name: 'Ask to join' }).click();
  for (const left of ['2 more times', 'one more time']) {
    await expect(guest.page.getByText('Waiting for the host')).toBeVisible();
    await lobby.getByRole('button', { name: 'Refuse Avery Admin' }).click();
    await expect(guest.page.getByText('The host did not let you in')).toBeVisible();
    await expect(guest.page.getByText(`You can ask again (${left})`)).toBeVisible();
    await guest.page.getByRole('button', { name: 'Ask again' }).click();
  }
  await expect(guest.page.getByText('Waiting for the host')).toBeVisible();
  await lobby.getByRole('button', { name: 'Refuse Avery Admin' }).click();
  await expect(guest.page.getByText('You have asked as many times as you can')).toBeVisible();
  await expect(guest.page.getByRole('button', { name: 'Ask again' })).toHaveCount(0);
  await expect(guest.page.getByRole('button', { name: 'Back to meetings' })).toBeVisible();
  await expect(lobby).toBeHidden();

  for (const p of [guest, host]) await p.context.close();
});
