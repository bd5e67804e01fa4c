import type { IceCandidate as SignalCandidate, SessionDescription as SignalDescription } from '@/shared/api';
import { CONNECT_TIMEOUT_MS, DISCONNECTED_GRACE_MS } from '../config/timing';

export interface LocalMedia {
  stream: MediaStream | null;
  audio: MediaStreamTrack | null;
  /** The camera, the shared screen, or null (camera off). */
  video: MediaStreamTrack | null;
}

export interface PeerLinkOptions {
  self: string;
  remote: string;
  /**
   * This side makes the first offer: the one who joined later, towards everyone already there. The
   * other side waits for that offer, so two first offers never cross (a rollback then could leave the
   * link without ICE in Chromium); later renegotiations may still cross and are settled below.
   */
  initiator: boolean;
  /** How long the initiator waits for the link to connect before restarting ICE (CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  pc: RTCPeerConnection;
  local: LocalMedia;
  send(signal: { description?: SignalDescription; candidate?: SignalCandidate }): void;
  /** The remote stream or the connection state changed. */
  onChange(): void;
  onError(error: unknown): void;
}

const toCandidate = (c: RTCIceCandidate): SignalCandidate => ({
  candidate: c.candidate,
  sdpMid: c.sdpMid,
  sdpMLineIndex: c.sdpMLineIndex,
  usernameFragment: c.usernameFragment,
});

/**
 * The connection to one other participant. The initiator makes the first offer; afterwards either side
 * may offer whenever its tracks change (`negotiationneeded`), with the "perfect negotiation" pattern:
 * when two offers cross, the impolite side (the higher participant id) ignores the one it receives and
 * the polite side rolls its own back (implicitly, by applying the remote offer) and answers. ICE
 * restarts when the network path fails, and the initiator restarts it when the link has not connected
 * in time.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  readonly remote: string;
  readonly polite: boolean;
  /** The remote participant's audio and (latest) video track. */
  stream: MediaStream | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private answerPending = false;
  private queue: Promise<void> = Promise.resolve();
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private videoSender: RTCRtpSender | null = null;
  private videoTransceiver: RTCRtpTransceiver | null = null;
  private closed = false;

  constructor(private readonly options: PeerLinkOptions) {
    const { pc, local } = options;
    this.pc = pc;
    this.remote = options.remote;
    this.polite = options.self < options.remote;
    // The first offer always carries audio and video, so the answering side's tracks have a place.
    if (local.audio && local.stream) pc.addTrack(local.audio, local.stream);
    else if (options.initiator) pc.addTransceiver('audio', { direction: 'recvonly' });
    if (local.video && local.stream) this.videoSender = pc.addTrack(local.video, local.stream);
    else if (options.initiator) this.videoTransceiver = pc.addTransceiver('video', { direction: 'recvonly' });

    pc.onnegotiationneeded = () => {
      if (options.initiator || pc.remoteDescription) void this.offer();
    };
    if (options.initiator) this.watchConnecting();
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && candidate.candidate) options.send({ candidate: toCandidate(candidate) });
    };
    pc.ontrack = ({ track }) => this.addRemoteTrack(track);
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') this.restartIce();
      if (pc.connectionState === 'connected' && this.connectTimer) {
        clearTimeout(this.connectTimer);
        this.connectTimer = null;
      }
      options.onChange();
    };
    pc.oniceconnectionstatechange = () => {
      if (pc.iceConnectionState === 'failed') this.restartIce();
      else if (pc.iceConnectionState === 'disconnected') this.restartSoon();
      else if (this.restartTimer && (pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed')) {
        clearTimeout(this.restartTimer);
        this.restartTimer = null;
      }
      options.onChange();
    };
  }

  /** Applies an offer, answer or candidate from the remote side, one at a time in arrival order. */
  receive(signal: { description?: SignalDescription; candidate?: SignalCandidate | null }): Promise<void> {
    this.queue = this.queue.then(() => this.apply(signal)).catch((error: unknown) => this.options.onError(error));
    return this.queue;
  }

  /** Sends `track` instead of the current video (camera, screen or nothing); no renegotiation when a sender exists. */
  async setVideoTrack(track: MediaStreamTrack | null, stream: MediaStream | null): Promise<void> {
    if (this.videoSender) {
      await this.videoSender.replaceTrack(track);
      return;
    }
    if (!track) return;
    const transceiver = this.videoTransceiver;
    if (transceiver && transceiver.direction === 'recvonly' && transceiver.currentDirection !== 'stopped') {
      await transceiver.sender.replaceTrack(track);
      transceiver.direction = 'sendrecv';
      this.videoSender = transceiver.sender;
    } else {
      this.videoSender = this.pc.addTrack(track, stream ?? new MediaStream([track]));
    }
  }

  /** New ICE servers (fresh TURN credentials): the next ICE restart gathers with them; media flows on. */
  setIceServers(iceServers: RTCIceServer[]): void {
    if (this.closed) return;
    try {
      // Everything else as it is (a changed certificate or bundle policy would be refused).
      this.pc.setConfiguration({ ...this.pc.getConfiguration(), iceServers });
    } catch (error) {
      this.options.onError(error);
    }
  }

  close(): void {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.close();
  }

  private async offer(): Promise<void> {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      const description = this.pc.localDescription;
      if (description && description.type === 'offer')
        this.options.send({ description: { type: 'offer', sdp: description.sdp } });
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.makingOffer = false;
    }
  }

  private async apply({ description, candidate }: { description?: SignalDescription; candidate?: SignalCandidate | null }) {
    if (this.closed) return;
    const pc = this.pc;
    if (description) {
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.answerPending);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      this.answerPending = description.type === 'answer';
      await pc.setRemoteDescription(description);
      this.answerPending = false;
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        const answer = pc.localDescription;
        if (answer) this.options.send({ description: { type: 'answer', sdp: answer.sdp } });
      }
    } else if (candidate) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  private addRemoteTrack(track: MediaStreamTrack): void {
    const kept = (this.stream?.getTracks() ?? []).filter((t) => t.kind !== track.kind || track.kind === 'audio');
    if (!kept.includes(track)) kept.push(track);
    this.stream = new MediaStream(kept);
    track.onended = () => this.options.onChange();
    this.options.onChange();
  }

  /** Restarts ICE (a fresh offer) each time the link is still not connected after CONNECT_TIMEOUT_MS. */
  private watchConnecting(): void {
    this.connectTimer = setTimeout(() => {
      this.connectTimer = null;
      if (this.closed || this.pc.connectionState === 'connected') return;
      this.restartIce();
      this.watchConnecting();
    }, this.options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
  }

  private restartSoon(): void {
    if (this.restartTimer) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.closed && this.pc.iceConnectionState === 'disconnected') this.restartIce();
    }, DISCONNECTED_GRACE_MS);
  }

  private restartIce(): void {
    if (this.closed) return;
    this.pc.restartIce();
  }
}
