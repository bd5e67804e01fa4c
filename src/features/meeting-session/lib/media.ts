export interface DeviceChoice {
  audioId?: string;
  videoId?: string;
}

export interface LocalMediaResult {
  /** Null only where the browser has no media at all. */
  stream: MediaStream | null;
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  /** Said to the person when they join with less than they asked for. */
  notice: string | null;
}

const NOTICES = {
  audioOnly: 'Your camera is blocked or missing, so you join with audio only.',
  videoOnly: 'Your microphone is blocked or missing, so the others will not hear you.',
  listenOnly:
    'Your camera and microphone are blocked or missing, so you can listen and watch but not be seen or heard. Allow them in the browser’s site settings and reload the page to take part.',
  unsupported: 'This browser cannot make video calls. Use a current Chrome, Edge, Firefox or Safari.',
} as const;

const constraint = (id?: string): MediaTrackConstraints | boolean => (id ? { deviceId: { exact: id } } : true);

async function tryOpen(constraints: MediaStreamConstraints): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia(constraints);
  } catch {
    return null;
  }
}

/**
 * Camera and microphone, falling back step by step when the browser refuses one or both: audio and
 * video, then audio only, then video only, then nothing (listen-only). Never throws.
 */
export async function openLocalMedia(choice: DeviceChoice = {}): Promise<LocalMediaResult> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaStream === 'undefined')
    return { stream: null, audio: null, video: null, notice: NOTICES.unsupported };
  const audio = constraint(choice.audioId);
  const video = constraint(choice.videoId);
  const attempts: Array<[MediaStreamConstraints, string | null]> = [
    [{ audio, video }, null],
    [{ audio }, NOTICES.audioOnly],
    [{ video }, NOTICES.videoOnly],
  ];
  for (const [constraints, notice] of attempts) {
    const stream = await tryOpen(constraints);
    if (stream) return { stream, audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null, notice };
  }
  return { stream: new MediaStream(), audio: null, video: null, notice: NOTICES.listenOnly };
}

/** A camera track alone (turning the camera back on, or switching cameras). */
export async function openCamera(videoId?: string): Promise<MediaStreamTrack | null> {
  const stream = await tryOpen({ video: constraint(videoId) });
  return stream?.getVideoTracks()[0] ?? null;
}

/** The screen, a window or a tab, as the person picks it; null when they cancel. */
export async function openScreen(): Promise<MediaStreamTrack | null> {
  try {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    return stream.getVideoTracks()[0] ?? null;
  } catch {
    return null;
  }
}

export interface Devices {
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
}

/** The microphones and cameras (their names are known once a permission was granted). */
export async function listDevices(): Promise<Devices> {
  const all = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return { microphones: all.filter((d) => d.kind === 'audioinput'), cameras: all.filter((d) => d.kind === 'videoinput') };
}

export function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
