import { formatBytes } from '@/shared/lib/file';
import type { UploadItem } from '../model/upload-queue';
import { timeLeftText } from './rate';

const RUNNING: ReadonlyArray<UploadItem['status']> = ['queued', 'uploading', 'offline'];

export const isRunning = (item: UploadItem) => RUNNING.includes(item.status);
export const isCancellable = (item: UploadItem) => isRunning(item) || item.status === 'error';

export const STATUS_TEXT: Record<UploadItem['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  offline: 'Offline',
  done: 'Uploaded',
  error: 'Failed',
  cancelled: 'Cancelled',
  unfinished: 'Unfinished',
};

const percent = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0);

/** The bar of one upload: full when done, empty when cancelled, as far as it got otherwise. */
export function itemPercent(item: UploadItem): number {
  if (item.status === 'done') return 100;
  if (item.status === 'cancelled') return 0;
  return percent(item.loaded, item.size);
}

/** The line under an upload's bar: how far, how fast, how long still, or what the user can do. */
export function detailText(item: UploadItem): string {
  const sizes = `${formatBytes(item.loaded)} of ${formatBytes(item.size)}`;
  switch (item.status) {
    case 'uploading':
      return [sizes, item.speed ? `${formatBytes(item.speed)}/s` : null, timeLeftText(item.size - item.loaded, item.speed)]
        .filter(Boolean)
        .join(' · ');
    case 'offline':
      return `${sizes} · continues when the network is back`;
    case 'queued':
      return `${formatBytes(item.size)} · starts when another upload finishes`;
    case 'unfinished':
      return `Stopped at ${sizes}. Choose the same file again to continue.`;
    default:
      return '';
  }
}

interface Totals {
  loaded: number;
  total: number;
  speed: number;
  running: boolean;
  offline: boolean;
}

function totalsOf(items: UploadItem[]): Totals {
  const counted = items.filter((item) => item.status !== 'cancelled' && item.status !== 'unfinished');
  return {
    loaded: counted.reduce((sum, item) => sum + (item.status === 'done' ? item.size : item.loaded), 0),
    total: counted.reduce((sum, item) => sum + item.size, 0),
    speed: items.reduce((sum, item) => sum + (item.status === 'uploading' ? (item.speed ?? 0) : 0), 0),
    running: items.some(isRunning),
    offline: items.some((item) => item.status === 'offline'),
  };
}

export function totalPercent(items: UploadItem[]): number | null {
  const { loaded, total } = totalsOf(items);
  return total > 0 || items.some((item) => item.status === 'done') ? percent(loaded, total) : null;
}

/** The panel's heading: counts, bytes, and while running the speed and time left of all uploads together. */
export function summaryText(items: UploadItem[]): string {
  const { loaded, total, speed, running, offline } = totalsOf(items);
  const done = items.filter((item) => item.status === 'done').length;
  const cancelled = items.filter((item) => item.status === 'cancelled').length;
  const unfinished = items.filter((item) => item.status === 'unfinished').length;
  const listed = items.length - unfinished;
  if (listed === 0)
    return `${unfinished} unfinished upload${unfinished === 1 ? '' : 's'}: choose the same file${unfinished === 1 ? '' : 's'} again to continue`;
  if (cancelled === listed) return `${cancelled === 1 ? 'Upload' : 'All uploads'} cancelled`;
  const parts = [
    running ? `Uploading ${done} of ${listed} done` : `${done} of ${listed} uploaded`,
    `${formatBytes(loaded)} of ${formatBytes(total)}`,
  ];
  if (offline) parts.push('waiting for the network');
  else if (running && speed > 0) parts.push(`${formatBytes(speed)}/s`, timeLeftText(total - loaded, speed) ?? '');
  if (cancelled > 0) parts.push(`${cancelled} cancelled`);
  if (unfinished > 0) parts.push(`${unfinished} unfinished`);
  return parts.filter(Boolean).join(' · ');
}

/**
 * What a screen reader hears: changes only at each tenth of the way and when uploads finish, fail or
 * wait for the network, so progress is told without a stream of numbers.
 */
export function announcementText(items: UploadItem[]): string {
  const { running, offline } = totalsOf(items);
  const failed = items.filter((item) => item.status === 'error').length;
  const failures = failed > 0 ? ` ${failed} failed.` : '';
  if (offline) return `Uploads paused: waiting for the network.${failures}`;
  if (running) return `Uploading: ${Math.floor((totalPercent(items) ?? 0) / 10) * 10}% done.${failures}`;
  return `${summaryText(items).split(' · ')[0]}.${failures}`;
}
