import { useRef } from 'react';
import { openCamera, openScreen, type LocalMediaResult, type MeetingSession } from '@/features/meeting-session';

/**
 * Microphone, camera and screen while in the room. The camera turned off is stopped (its light goes
 * out) and nothing is sent in its place; the screen replaces the camera on the same sender, and the
 * camera comes back when sharing ends (from the button or the browser's own "Stop sharing").
 */
export function useRoomMedia(
  session: MeetingSession,
  local: LocalMediaResult,
  replace: (next: LocalMediaResult) => void,
  videoId?: string,
) {
  const camera = useRef<MediaStreamTrack | null>(local.video);
  const { media } = session.getSnapshot();

  const show = (video: MediaStreamTrack | null) => {
    const tracks = [...(local.audio ? [local.audio] : []), ...(video ? [video] : [])];
    replace({ ...local, stream: new MediaStream(tracks), video });
  };

  const toggleMute = () => session.setAudioEnabled(!media.audio);

  const toggleCamera = async () => {
    if (media.video) {
      camera.current?.stop();
      camera.current = null;
      await session.setVideoTrack(null);
      show(null);
      return;
    }
    const track = await openCamera(videoId);
    if (!track) return;
    camera.current = track;
    await session.setVideoTrack(track);
    show(track);
  };

  const stopScreen = async (screen: MediaStreamTrack) => {
    screen.stop();
    await session.setVideoTrack(camera.current);
    show(camera.current);
  };

  const toggleScreen = async () => {
    const current = local.video;
    if (media.screen && current) return stopScreen(current);
    const screen = await openScreen();
    if (!screen) return;
    screen.addEventListener('ended', () => void stopScreen(screen));
    await session.setVideoTrack(screen, true);
    show(screen);
  };

  return { media, toggleMute, toggleCamera, toggleScreen };
}
