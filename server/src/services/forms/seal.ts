import { createHash } from 'node:crypto';
import { SignPdf } from '@signpdf/signpdf';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import type { PDFDocument } from 'pdf-lib';
import type { FormSeal } from './certificate.js';
import { buildFormPdf, type SealInput } from './pdf.js';

/** JSON with object keys sorted at every level: the same data always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256Hex = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** Builds the record and signs it (PAdES-style detached CMS, adbe.pkcs7.detached). */
export async function sealPdf(input: SealInput, seal: FormSeal | null): Promise<Buffer> {
  return signDocument(await buildFormPdf(input), input, seal);
}

/**
 * Signs a finished record with the seal: the one digital signature of every sealed form, built-in or
 * carrier PDF (a placeholder signature field, the document saved whole, its CMS signature).
 */
export async function signDocument(
  doc: PDFDocument,
  about: { formId: string; companyName: string; signedAt: string; sender: { email: string } | null },
  seal: FormSeal | null,
): Promise<Buffer> {
  if (!seal) return Buffer.from(await doc.save({ useObjectStreams: false }));
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `Sealed record of intake form ${about.formId}`,
    contactInfo: about.sender?.email ?? '',
    name: about.companyName,
    location: 'Cascade',
    signingTime: new Date(about.signedAt),
  });
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, seal.signer, new Date(about.signedAt));
}
