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

/**
 * The one signing pipeline: a built PDF sealed by the company's certificate (PAdES-style detached CMS,
 * adbe.pkcs7.detached), for sealed intake forms and delivery records alike; the verification page checks both.
 */
export async function signDocument(
  doc: PDFDocument,
  seal: FormSeal,
  meta: { reason: string; contactInfo: string; name: string; signingTime: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({ pdfDoc: doc, location: 'Cascade', ...meta });
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, seal.signer, meta.signingTime);
}

/** Builds the record and signs it. */
export async function sealPdf(input: SealInput, seal: FormSeal | null): Promise<Buffer> {
  return sealFormDocument(await buildFormPdf(input), input, seal);
}

/**
 * Signs a finished form record with the seal: the one digital signature of every sealed form, built-in or
 * carrier PDF (without a seal configured, the document saved whole, unsigned).
 */
export async function sealFormDocument(
  doc: PDFDocument,
  about: { formId: string; companyName: string; signedAt: string; sender: { email: string } | null },
  seal: FormSeal | null,
): Promise<Buffer> {
  if (!seal) return Buffer.from(await doc.save({ useObjectStreams: false }));
  return signDocument(doc, seal, {
    reason: `Sealed record of intake form ${about.formId}`,
    contactInfo: about.sender?.email ?? '',
    name: about.companyName,
    signingTime: new Date(about.signedAt),
  });
}
