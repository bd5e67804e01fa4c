import { useEffect, useState } from 'react';
import { errorDetail, useFetchFile } from '@/shared/api';
import { openPdf, type PDFDocumentProxy } from '@/shared/lib/pdf';

export interface CarrierPdf {
  document?: PDFDocumentProxy;
  error?: string;
}

/**
 * The blank carrier PDF of a template version, fetched once through the app's HTTP path and opened with
 * PDF.js: the editor and the fill view draw its pages and place the fields over them.
 */
export function useCarrierPdf(versionId: string): CarrierPdf {
  const fetchFile = useFetchFile();
  const [state, setState] = useState<CarrierPdf & { versionId?: string }>({});
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    fetchFile({ url: `/api/frontend/intake-form-template/pdf/${versionId}`, fallbackName: 'form.pdf' })
      .then(async ({ blob }) => openPdf(new Uint8Array(await blob.arrayBuffer())))
      .then(
        (opened) => {
          destroy = opened.destroy;
          if (cancelled) return opened.destroy();
          setState({ versionId, document: opened.document });
        },
        (error: unknown) =>
          !cancelled &&
          setState({
            versionId,
            error: errorDetail(error) ?? 'The form’s pages could not be loaded. Reload the page to try again.',
          }),
      );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [fetchFile, versionId]);
  return state.versionId === versionId ? state : {};
}
