import type { PdfRect } from '@/shared/api';

/** A box on screen, in CSS pixels from the page's top-left corner. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageSize {
  width: number;
  height: number;
}

/** Smallest box a field may have, in points (the server's rule). */
const MIN_SIZE = 4;

/** A placed rectangle (PDF points from the lower-left corner) on screen at `scale`. */
export const toScreen = (rect: PdfRect, page: PageSize, scale: number): ScreenBox => ({
  left: rect.x * scale,
  top: (page.height - rect.y - rect.height) * scale,
  width: rect.width * scale,
  height: rect.height * scale,
});

const round = (n: number) => Math.round(n * 100) / 100;

/** Keeps a rectangle inside its page and at least MIN_SIZE points in each direction. */
export function clampRect(rect: PdfRect, page: PageSize): PdfRect {
  const width = Math.min(Math.max(rect.width, MIN_SIZE), page.width);
  const height = Math.min(Math.max(rect.height, MIN_SIZE), page.height);
  return {
    page: rect.page,
    x: round(Math.min(Math.max(rect.x, 0), page.width - width)),
    y: round(Math.min(Math.max(rect.y, 0), page.height - height)),
    width: round(width),
    height: round(height),
  };
}

/** The rectangle moved by a screen distance (pixels at `scale`; screen y grows downwards). */
export const moveBy = (rect: PdfRect, dx: number, dy: number, page: PageSize, scale: number): PdfRect =>
  clampRect({ ...rect, x: rect.x + dx / scale, y: rect.y - dy / scale }, page);

/** The rectangle resized from its lower-right corner by a screen distance: its top edge stays where it is. */
export const resizeBy = (rect: PdfRect, dw: number, dh: number, page: PageSize, scale: number): PdfRect => {
  const height = Math.max(MIN_SIZE, rect.height + dh / scale);
  return clampRect(
    { ...rect, width: Math.max(MIN_SIZE, rect.width + dw / scale), y: rect.y + rect.height - height, height },
    page,
  );
};

/**
 * What a key does to a selected box, in points: arrows move it by 1 (10 with Shift); with Alt, arrows
 * resize it (right/down grow it). Anything else: null.
 */
export function rectForKey(key: string, shift: boolean, alt: boolean, rect: PdfRect, page: PageSize): PdfRect | null {
  const step = shift ? 10 : 1;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return alt ? resizeBy(rect, move[0], move[1], page, 1) : moveBy(rect, move[0], move[1], page, 1);
}

/** A new box in the middle of a page, sized for its kind. */
export function newRect(pageNumber: number, page: PageSize, kind: string): PdfRect {
  const size =
    kind === 'checkbox' || kind === 'radio'
      ? { width: 14, height: 14 }
      : kind === 'signature'
        ? { width: 180, height: 40 }
        : kind === 'initials'
          ? { width: 60, height: 30 }
          : kind === 'multi_line'
            ? { width: 240, height: 60 }
            : { width: 180, height: 20 };
  return clampRect({ page: pageNumber, x: (page.width - size.width) / 2, y: (page.height - size.height) / 2, ...size }, page);
}
