import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { loginAs } from './auth';
import type { Role } from './demo-users';

/**
 * Test-side instruments for the meeting journeys. The app ships no debugging hooks: an init script
 * wraps the browser's RTCPeerConnection before the app loads, keeps each connection it makes, and can
 * force `iceTransportPolicy: 'relay'` (only TURN candidates), so the journeys can read getStats().
 */
function instrument(forceRelay: boolean) {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
  function Wrapped(config?: RTCConfiguration) {
    const pc = new Native(forceRelay ? { ...config, iceTransportPolicy: 'relay' } : config);
    made.push(pc);
    // What happened to the connection, for a failure message: descriptions set, candidates added, errors.
    const trace: string[] = [];
    (pc as unknown as { __trace: string[] }).__trace = trace;
    const note = (what: string) => trace.push(`${Math.round(performance.now())} ${what}`);
    pc.addEventListener('negotiationneeded', () => note('negotiationneeded'));
    pc.addEventListener('signalingstatechange', () => note(`signaling ${pc.signalingState}`));
    pc.addEventListener('iceconnectionstatechange', () => note(`ice ${pc.iceConnectionState}`));
    for (const name of ['setLocalDescription', 'setRemoteDescription', 'addIceCandidate'] as const) {
      const original = pc[name].bind(pc) as (arg?: { type?: string } | null) => Promise<void>;
      (pc as unknown as Record<string, unknown>)[name] = (arg?: { type?: string } | null) => {
        const what = `${name}(${arg?.type ?? (name === 'addIceCandidate' ? 'candidate' : 'implicit')})`;
        return original(arg).then(
          () => note(`${what} ok → ${pc.signalingState}`),
          (error: Error) => {
            note(`${what} failed: ${error.message}`);
            throw error;
          },
        );
      };
    }
    return pc;
  }
  Wrapped.prototype = Native.prototype;
  Object.assign(Wrapped, { generateCertificate: Native.generateCertificate.bind(Native) });
  window.RTCPeerConnection = Wrapped as unknown as typeof RTCPeerConnection;
}

export interface PeerStats {
  connection: RTCPeerConnectionState;
  /** signaling/ICE connection/ICE gathering, for failure messages. */
  states: string;
  /** The connection's recent signalling history (see `instrument`). */
  trace: string;
  framesDecoded: number;
  frameWidth: number;
  frameHeight: number;
  videoTrack: string;
  audioLevel: number;
  localCandidate: string;
  remoteCandidate: string;
}

/** A participant: their own browser context (own cookies, own fake camera and microphone). */
export async function participant(
  browser: Browser,
  role: Role,
  { relay = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await context.addInitScript(instrument, relay);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[${role} console] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${role} page error] ${error.message}`));
  await loginAs(page, role);
  return { context, page };
}

/** What each open peer connection of the page receives: video frames decoded and size, audio level, path. */
export function peerStats(page: Page): Promise<PeerStats[]> {
  return page.evaluate(async () => {
    const made = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const open = made.filter((pc) => pc.signalingState !== 'closed');
    return Promise.all(
      open.map(async (pc) => {
        const out = {
          connection: pc.connectionState,
          states: `${pc.signalingState}/${pc.iceConnectionState}/${pc.iceGatheringState}`,
          trace: ((pc as unknown as { __trace?: string[] }).__trace ?? []).slice(-40).join('; '),
          framesDecoded: 0,
          frameWidth: 0,
          frameHeight: 0,
          videoTrack: '',
          audioLevel: 0,
          localCandidate: '',
          remoteCandidate: '',
        };
        const reports = new Map<string, Record<string, unknown>>();
        (await pc.getStats()).forEach((r: Record<string, unknown>) => reports.set(r.id as string, r));
        for (const r of reports.values()) {
          if (r.type === 'inbound-rtp' && r.kind === 'video' && Number(r.framesDecoded ?? 0) >= out.framesDecoded) {
            out.framesDecoded = Number(r.framesDecoded ?? 0);
            out.frameWidth = Number(r.frameWidth ?? 0);
            out.frameHeight = Number(r.frameHeight ?? 0);
            out.videoTrack = String(r.trackIdentifier ?? '');
          }
          if (r.type === 'inbound-rtp' && r.kind === 'audio')
            out.audioLevel = Math.max(out.audioLevel, Number(r.audioLevel ?? 0));
          if (r.type === 'transport' && r.selectedCandidatePairId) {
            const pair = reports.get(r.selectedCandidatePairId as string);
            out.localCandidate = String(reports.get(pair?.localCandidateId as string)?.candidateType ?? '');
            out.remoteCandidate = String(reports.get(pair?.remoteCandidateId as string)?.candidateType ?? '');
          }
        }
        return out;
      }),
    );
  });
}

/** Waits until the page has `count` connected peer connections, each decoding more video frames than a moment ago. */
export async function expectVideoFlowing(page: Page, count: number): Promise<PeerStats[]> {
  await expect
    .poll(
      async () => {
        const all = await peerStats(page);
        const stuck = all.filter((s) => s.connection !== 'connected').map((s) => `[${s.trace}]`);
        return `${all.filter((s) => s.connection === 'connected').length} connected (${all.map((s) => `${s.connection} ${s.states}`).join(', ')}) ${stuck.join(' ')}`;
      },
      { message: `${count} peer connection(s) connected`, timeout: 60_000 },
    )
    .toMatch(new RegExp(`^${count} connected`));
  const first = await peerStats(page);
  let latest = first;
  await expect
    .poll(
      async () => {
        latest = await peerStats(page);
        return latest.every((s, i) => s.framesDecoded > (first[i]?.framesDecoded ?? 0) && s.framesDecoded > 0);
      },
      { message: 'video frames decoded rising on every connection', timeout: 20_000 },
    )
    .toBe(true);
  return latest;
}

/** The room's grid tile of a person. */
export const tile = (page: Page, name: string) => page.getByRole('figure', { name, exact: true });
