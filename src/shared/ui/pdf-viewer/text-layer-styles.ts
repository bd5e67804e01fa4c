import type { SxProps, Theme } from '@mui/material/styles';

/** PDF.js text layer rules (from its viewer's stylesheet): invisible text placed over the canvas, selectable. */
export const textLayerStyles: SxProps<Theme> = {
  '& .textLayer': {
    position: 'absolute',
    textAlign: 'initial',
    inset: 0,
    overflow: 'clip',
    opacity: 1,
    lineHeight: 1,
    textSizeAdjust: 'none',
    forcedColorAdjust: 'none',
    transformOrigin: '0 0',
    caretColor: 'CanvasText',
    zIndex: 0,
    '--min-font-size': 1,
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
  '& .textLayer :is(span, br)': {
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': {
    zIndex: 1,
    '--font-height': 0,
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': 1,
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .textLayer .markedContent': { display: 'contents' },
  '& .textLayer ::selection': { background: 'rgba(0 0 255 / 0.25)' },
  '& .textLayer br::selection': { background: 'transparent' },
  '& .textLayer .endOfContent': {
    display: 'block',
    position: 'absolute',
    inset: '100% 0 0',
    zIndex: 0,
    cursor: 'default',
    userSelect: 'none',
  },
  '& .textLayer.selecting .endOfContent': { top: 0 },
};

/**
 * PDF.js measures the text layer's fonts on canvases it appends to the document's body (class
 * `hiddenCanvasElement`); its viewer's stylesheet hides them, and so does this global rule, so they are
 * neither drawn nor read as page content outside any landmark.
 */
export const hiddenCanvasStyles = {
  '.hiddenCanvasElement': { position: 'absolute', top: 0, left: 0, width: 0, height: 0, display: 'none' },
} as const;
