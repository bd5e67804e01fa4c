import { lazy, Suspense } from 'react';
import type { UploadProgressProps } from '../UploadProgress/UploadProgress';

export type UploadPanelProps = UploadProgressProps;

const UploadProgress = lazy(async () => ({
  default: (await import(/* webpackChunkName: "upload-progress" */ '../UploadProgress/UploadProgress')).UploadProgress,
}));

/**
 * Progress of every upload and of all of them together, with cancel and retry; nothing without uploads.
 * Its code (progress bars, the tooltips with their positioning library) loads with the first upload:
 * a page that has none paints without it.
 */
export function UploadPanel(props: UploadPanelProps) {
  if (props.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UploadProgress {...props} />
    </Suspense>
  );
}
