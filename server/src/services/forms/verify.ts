import { createHash, createVerify } from 'node:crypto';
import forge from 'node-forge';
import type { Db } from '../../db/connect.js';
import type { FormActor } from './access.js';
import { fingerprintOf, type FormSeal } from './certificate.js';
import { sha256Hex } from './seal.js';
import type { Static } from 'typebox';
import type { VerificationSchema } from '../../schemas/forms.js';

/** What checking a sealed PDF found (the `FormVerification` schema). */
export type Verification = Static<typeof VerificationSchema>;

const MESSAGE_DIGEST = forge.pki.oids.messageDigest!;

interface Parsed {
  ranges: [number, number, number, number];
  cms: Buffer;
}

/** The last signature dictionary's byte range and CMS bytes, or a reason it has none. */
function findSignature(pdf: Buffer): Parsed | string {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return 'This PDF carries no digital signature, so it is not a sealed record.';
  const ranges = last.slice(1, 5).map(Number) as [number, number, number, number];
  const [a, b, c, d] = ranges;
  if (a !== 0 || b <= 0 || c <= b || c + d > pdf.length || pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) {
    return 'The signature of this PDF is damaged: its byte range does not point at a signature.';
  }
  if (c + d !== pdf.length)
    return 'Content was added to this PDF after it was sealed: the signature covers only part of the file.';
  const hex = text.slice(b + 1, c - 1).replace(/(00)+$/, '');
  return { ranges, cms: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex') };
}

/** Checks a PDF's digital signature against the company's seal and finds the record it belongs to. */
export async function verifyPdf(db: Db, actor: FormActor, seal: FormSeal, pdf: Buffer): Promise<Verification> {
  const sha256 = sha256Hex(pdf);
  const no = (reason: string, signedBy: string | null = null): Verification => ({
    valid: false,
    reason,
    sha256,
    signed_by: signedBy,
    form: null,
    report: null,
  });
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) return no('This file is not a PDF.');
  const found = findSignature(pdf);
  if (typeof found === 'string') return no(found);

  let message: forge.pkcs7.PkcsSignedData & { rawCapture: { authenticatedAttributes?: forge.asn1.Asn1[]; signature?: string } };
  try {
    message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(found.cms.toString('binary'), false)) as typeof message;
  } catch {
    return no('The digital signature of this PDF cannot be read.');
  }
  const cert = message.certificates[0];
  if (!cert) return no('The digital signature of this PDF names no certificate.');
  const subject = cert.subject.attributes.map((x) => `${x.shortName}=${String(x.value)}`).join(', ');
  if (fingerprintOf(cert) !== seal.fingerprint)
    return no(`This PDF was signed by another certificate (${subject}), not by this company's seal.`, subject);

  const [, b, c, d] = found.ranges;
  const digest = createHash('sha256')
    .update(pdf.subarray(0, b))
    .update(pdf.subarray(c, c + d))
    .digest();
  const attributes = message.rawCapture.authenticatedAttributes ?? [];
  const digestAttribute = attributes.find((attr) => {
    const oid = (attr.value as forge.asn1.Asn1[])[0];
    return oid && forge.asn1.derToOid(oid.value as string) === MESSAGE_DIGEST;
  });
  const signedDigest = digestAttribute
    ? Buffer.from(((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string, 'binary')
    : null;
  if (!signedDigest || !signedDigest.equals(digest))
    return no('This PDF was changed after it was sealed: its contents no longer match the digital signature.', subject);

  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const verifier = createVerify('RSA-SHA256');
  verifier.update(Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary'));
  const signatureOk = verifier.verify(
    forge.pki.certificateToPem(cert),
    Buffer.from(message.rawCapture.signature ?? '', 'binary'),
  );
  if (!signatureOk) return no('The digital signature of this PDF is not valid for its certificate.', subject);

  const form = await db
    .selectFrom('intake_form')
    .select(['id', 'title', 'signer_name', 'signer_email', 'signed_at', 'data_sha256'])
    .where('sealed_pdf_sha256', '=', sha256)
    .where('company_id', '=', actor.companyId)
    .where('status', '=', 'signed')
    .executeTakeFirst();
  if (!form) {
    const report = await db
      .selectFrom('distribution_report')
      .select(['id', 'title', 'created_at', 'origin_id'])
      .where('company_id', '=', actor.companyId)
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    if (report)
      return {
        valid: true,
        reason: `A sealed delivery record of this company (“${report.title}”), unchanged since it was made on ${report.created_at}.`,
        sha256,
        signed_by: subject,
        form: null,
        report,
      };
    return no(
      'The digital signature is valid, but this company has no signed form with this PDF, nor a delivery record.',
      subject,
    );
  }
  return {
    valid: true,
    reason: `A sealed record of this company, unchanged since ${form.signer_name} signed “${form.title}” on ${form.signed_at}.`,
    sha256,
    signed_by: subject,
    form: {
      id: form.id,
      title: form.title,
      signer_name: form.signer_name!,
      signer_email: form.signer_email!,
      signed_at: form.signed_at!,
      data_sha256: form.data_sha256!,
    },
  };
}
