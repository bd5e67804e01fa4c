import { COLOR_MODE, COLOR_MODE_STORAGE_KEY } from '@/shared/config';

/** The interface is always light (spec §1); the stored preference says so too. */
export function forceLightColorMode(): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, COLOR_MODE);
  } catch {
    // Storage can be unavailable (private mode, blocked); the theme is light regardless.
  }
  document.documentElement.style.colorScheme = COLOR_MODE;
}
