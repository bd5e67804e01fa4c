import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListParams {
  /** The name searched for (as typed, not yet trimmed). */
  q: string;
  page: number;
  size: number;
}

export type SetListParams = (patch: Partial<ListParams>, options?: { replace?: boolean }) => void;

const positive = (text: string | null): number | null => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/**
 * Page, size and search of a list: in the address (`?q=&page=&size=`, so a reload keeps them and Back
 * returns to the previous page) when `inUrl`, else in the component (a list inside another page).
 * Defaults are left out of the address.
 */
export function useListParams(inUrl: boolean, defaultSize: number): [ListParams, SetListParams] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<ListParams>({ q: '', page: 1, size: defaultSize });
  if (!inUrl) return [local, (patch) => setLocal((current) => ({ ...current, ...patch }))];

  const size = positive(params.get('size'));
  const current: ListParams = {
    q: params.get('q') ?? '',
    page: positive(params.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
  };
  const set: SetListParams = (patch, options) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const merged = { ...current, ...patch };
        const write = (key: string, value: string, fallback: string) =>
          value === fallback ? next.delete(key) : next.set(key, value);
        write('q', merged.q, '');
        write('page', String(merged.page), '1');
        write('size', String(merged.size), String(defaultSize));
        return next;
      },
      { replace: options?.replace ?? false },
    );
  return [current, set];
}
