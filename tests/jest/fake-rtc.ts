/**
 * A stand-in for RTCPeerConnection that models what signalling depends on: the signalingState
 * transitions of offer/answer (with implicit rollback when a remote offer meets a local one, and the
 * InvalidStateError a real one throws for a description in the wrong state), `negotiationneeded`
 * after tracks change or `restartIce()` (again after a rollback), ICE candidates once a local
 * description is set, and `connected` once offer and answer were exchanged (or, for a connection made
 * while `stallNext` counts, only after an ICE restart), and its configuration (`getConfiguration`,
 * `setConfiguration`, refused once closed as browsers do). No media flows.
 */
type Handler<E = unknown> = ((event: E) => void) | null;

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

class FakeSender {
  constructor(public track: MediaStreamTrack | null) {}
  async replaceTrack(track: MediaStreamTrack | null) {
    this.track = track;
  }
}

let nextId = 1;

export class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  /** How many of the next connections made stay unconnected until an ICE restart (a stuck path). */
  static stallNext = 0;
  readonly id = nextId++;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  /** What happened, in order: offer, answer, rollback, remote-offer, remote-answer, candidate, restart, close. */
  readonly events: string[] = [];
  readonly senders: FakeSender[] = [];
  onnegotiationneeded: Handler = null;
  onicecandidate: Handler<{ candidate: RTCIceCandidate | null }> = null;
  ontrack: Handler = null;
  onconnectionstatechange: Handler = null;
  oniceconnectionstatechange: Handler = null;
  private chain: Promise<unknown> = Promise.resolve();
  private needed = false;
  private restarting = false;
  private offers = 0;
  private pendingOps = 0;
  private negotiationQueued = false;

  private stalled = false;

  /** The configuration it was made with, then as `setConfiguration` changed it. */
  config: RTCConfiguration;

  constructor(config: RTCConfiguration) {
    this.config = { ...config };
    FakePeerConnection.created.push(this);
    if (FakePeerConnection.stallNext > 0) {
      FakePeerConnection.stallNext -= 1;
      this.stalled = true;
    }
  }

  addTrack(track: MediaStreamTrack) {
    const sender = new FakeSender(track);
    this.senders.push(sender);
    this.markNeeded();
    return sender as unknown as RTCRtpSender;
  }

  addTransceiver(_kind: string, init: { direction: RTCRtpTransceiverDirection }) {
    const sender = new FakeSender(null);
    this.senders.push(sender);
    this.markNeeded();
    let direction = init.direction;
    const transceiver = { sender, stopped: false, currentDirection: null };
    Object.defineProperty(transceiver, 'direction', {
      get: () => direction,
      set: (next: RTCRtpTransceiverDirection) => {
        if (next !== direction) this.markNeeded();
        direction = next;
      },
    });
    return transceiver as unknown as RTCRtpTransceiver;
  }

  getConfiguration(): RTCConfiguration {
    return { bundlePolicy: 'balanced', rtcpMuxPolicy: 'require', iceTransportPolicy: 'all', ...this.config };
  }

  setConfiguration(config: RTCConfiguration) {
    if (this.signalingState === 'closed') throw invalidState('setConfiguration', 'closed');
    this.config = { ...config };
  }

  restartIce() {
    this.events.push('restart');
    this.restarting = true;
    this.markNeeded();
  }

  setLocalDescription(description?: RTCSessionDescriptionInit) {
    return this.op(() => {
      if (description?.type === 'rollback') {
        if (this.signalingState !== 'have-local-offer') throw invalidState('rollback', this.signalingState);
        this.rollback();
        return;
      }
      if (this.signalingState === 'have-remote-offer') {
        this.localDescription = { type: 'answer', sdp: `answer from ${this.id} to ${this.remoteDescription?.sdp}` };
        this.events.push('answer');
        this.signalingState = 'stable';
        // The answer reuses this side's transceivers: nothing left to negotiate.
        this.needed = false;
        this.negotiated();
      } else if (this.signalingState === 'stable' || this.signalingState === 'have-local-offer') {
        this.offers += 1;
        const restart = this.restarting ? ' ice-restart' : '';
        this.localDescription = { type: 'offer', sdp: `offer ${this.offers} from ${this.id}${restart}` };
        this.events.push('offer');
        this.signalingState = 'have-local-offer';
        this.needed = false;
      } else throw invalidState('setLocalDescription', this.signalingState);
      this.gatherCandidates();
    });
  }

  setRemoteDescription(description: RTCSessionDescriptionInit) {
    return this.op(() => {
      if (description.type === 'offer') {
        if (this.signalingState === 'have-local-offer') this.rollback();
        if (description.sdp?.includes('ice-restart')) this.restarting = true;
        if (this.signalingState !== 'stable') throw invalidState('offer', this.signalingState);
        this.remoteDescription = description;
        this.events.push('remote-offer');
        this.signalingState = 'have-remote-offer';
      } else {
        if (this.signalingState !== 'have-local-offer') throw invalidState('answer', this.signalingState);
        this.remoteDescription = description;
        this.events.push('remote-answer');
        this.signalingState = 'stable';
        this.negotiated();
      }
    });
  }

  addIceCandidate(candidate: RTCIceCandidateInit) {
    return this.op(() => {
      if (!this.remoteDescription) throw invalidState('addIceCandidate', 'no remote description');
      this.events.push(`candidate ${candidate.candidate}`);
    });
  }

  close() {
    this.events.push('close');
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  /** The network path breaks (e.g. the laptop changed Wi-Fi). */
  failNetwork() {
    this.iceConnectionState = 'failed';
    this.connectionState = 'failed';
    this.oniceconnectionstatechange?.({});
    this.onconnectionstatechange?.({});
  }

  private rollback() {
    this.events.push('rollback');
    this.localDescription = null;
    this.signalingState = 'stable';
    this.needed = true; // what the discarded offer carried still needs negotiating
  }

  private negotiated() {
    if (this.stalled && !this.restarting) return;
    this.stalled = false;
    this.restarting = false;
    if (this.connectionState !== 'connected') {
      this.connectionState = 'connected';
      this.iceConnectionState = 'connected';
      setTimeout(() => {
        this.oniceconnectionstatechange?.({});
        this.onconnectionstatechange?.({});
      });
    }
    if (this.needed) this.fireNegotiationNeeded();
  }

  private markNeeded() {
    this.needed = true;
    this.fireNegotiationNeeded();
  }

  /** Fired once however many changes came, only when stable and no operation is queued (as browsers do). */
  private fireNegotiationNeeded() {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    setTimeout(() => {
      this.negotiationQueued = false;
      if (this.needed && this.signalingState === 'stable' && this.pendingOps === 0) this.onnegotiationneeded?.({});
    });
  }

  private gatherCandidates() {
    const ufrag = `u${this.id}`;
    setTimeout(() => {
      if (this.signalingState === 'closed') return;
      this.onicecandidate?.({
        candidate: {
          candidate: `candidate:${this.id} 1 udp 1 127.0.0.1 9 typ host`,
          sdpMid: '0',
          sdpMLineIndex: 0,
          usernameFragment: ufrag,
        } as RTCIceCandidate,
      });
    });
  }

  private op(step: () => void): Promise<void> {
    this.pendingOps += 1;
    const result = this.chain
      .then(async () => {
        await tick();
        if (this.signalingState === 'closed') throw invalidState('operation', 'closed');
        step();
      })
      .finally(() => {
        this.pendingOps -= 1;
        if (this.pendingOps === 0 && this.needed && this.signalingState === 'stable') this.fireNegotiationNeeded();
      });
    this.chain = result.catch(() => undefined);
    return result;
  }
}

function invalidState(what: string, state: string): Error {
  const error = new Error(`Failed to execute ${what}: called in wrong state: ${state}`);
  error.name = 'InvalidStateError';
  return error;
}

/** A track that can be muted and ended like a real one. */
export function fakeTrack(kind: 'audio' | 'video'): MediaStreamTrack {
  return { kind, enabled: true, id: `${kind}-${nextId++}`, stop() {} } as unknown as MediaStreamTrack;
}
