/**
 * A progress bar that jumps to each new value instead of sliding there: MUI's 0.4 s slide, restarted by
 * every update (four a second), kept Chromium painting without pause for the whole upload (docs/
 * decisions.md, resumable uploads: the renderer's and GPU process's CPU while the app sends bytes).
 */
export const STILL_BAR = { '& .MuiLinearProgress-bar': { transition: 'none' } } as const;
