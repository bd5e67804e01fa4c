import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useUploadPdfFormTemplateMutation } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

export interface UploadPdfTemplateProps {
  onUploaded: (templateId: string) => void;
}

/** "Upload carrier PDF": a carrier's own form becomes a template; its fields are detected, then placed in the editor. */
export function UploadPdfTemplate({ onUploaded }: UploadPdfTemplateProps) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useUploadPdfFormTemplateMutation();
  const choose = (file: File | undefined) => {
    if (!file) return;
    const title = file.name.replace(/\.pdf$/i, '').trim() || 'Carrier form';
    upload({ pdfTemplateUpload: { title: title.slice(0, 255), file } })
      .unwrap()
      .then((template) => {
        const found = template.pdf?.fields.length ?? 0;
        notifySuccess(
          found > 0
            ? `Found ${found} fields on ${template.pdf?.pages.length ?? 0} pages. Check where each goes and who fills it.`
            : 'This PDF has no form fields: place them on its pages.',
        );
        onUploaded(template.id);
      })
      .catch((error: unknown) => notifyError(error, 'The PDF could not be uploaded. Try again.'));
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label="Carrier PDF file"
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outlined" disabled={uploading.isLoading} onClick={() => input.current?.click()}>
        {uploading.isLoading ? 'Uploading…' : 'Upload carrier PDF'}
      </Button>
    </>
  );
}
