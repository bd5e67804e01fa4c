import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

export interface VideoViewProps {
  stream: MediaStream | null;
  /** Your own stream: never played back to you. */
  muted?: boolean;
  mirrored?: boolean;
  label: string;
  fit?: 'cover' | 'contain';
}

/** A <video> playing a MediaStream (a remote one's audio plays through it too). */
export function VideoView({ stream, muted = false, mirrored = false, label, fit = 'cover' }: VideoViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block', transform: mirrored ? 'scaleX(-1)' : undefined }}
    />
  );
}
