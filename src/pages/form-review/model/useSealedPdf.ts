import { useEffect, useState } from 'react';
import { errorDetail, useFetchFile } from '@/shared/api';

export interface SealedPdf {
  /** The file, for the Download button. */
  blob?: Blob;
  /** The same bytes, for the viewer (PDF.js reads them directly: no object URL to fetch). */
  bytes?: Uint8Array;
  error?: string;
}

/**
 * A signed form's sealed PDF, fetched once through the app's HTTP path (bearer token, one refresh).
 * A sealed record is small (the answers and a signature), so it is held whole rather than read by range.
 */
export function useSealedPdf(formId: string, signed: boolean): SealedPdf {
  const fetchFile = useFetchFile();
  const [pdf, setPdf] = useState<SealedPdf & { formId?: string }>({});

  useEffect(() => {
    if (!signed) return;
    let cancelled = false;
    fetchFile({ url: `/api/frontend/intake-form/${formId}/pdf`, fallbackName: 'sealed.pdf' })
      .then(async ({ blob }) => ({ blob, bytes: new Uint8Array(await blob.arrayBuffer()) }))
      .then(
        (loaded) => !cancelled && setPdf({ ...loaded, formId }),
        (error: unknown) =>
          !cancelled &&
          setPdf({ formId, error: errorDetail(error) ?? 'The sealed PDF could not be loaded. Reload the page to try again.' }),
      );
    return () => {
      cancelled = true;
    };
  }, [fetchFile, formId, signed]);

  return signed && pdf.formId === formId ? pdf : {};
}
