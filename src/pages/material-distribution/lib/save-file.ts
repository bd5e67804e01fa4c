import type { ProtectedFile } from '@/shared/api';

/** Saves a fetched file under its name (an object URL, clicked, then released). */
export function saveFile(file: ProtectedFile): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
