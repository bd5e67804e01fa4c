import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import forge from 'node-forge';
import type { FormsSigningConfig } from '../../config.js';
import { formsNotConfigured } from './secrets.js';
import { SealSigner } from './signer.js';

/** The certificate that digitally signs sealed forms, and a signer made from it once per process. */
export interface FormSeal {
  signer: SealSigner;
  /** SHA-256 of the certificate's DER bytes, lower-case hex. */
  fingerprint: string;
  subject: string;
}

/** A self-signed RSA-2048 certificate for ten years, as a PKCS#12 protected by `passphrase`. */
export function makeSelfSignedP12(commonName: string, passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Cascade' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

export const fingerprintOf = (cert: forge.pki.Certificate): string =>
  createHash('sha256')
    .update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'))
    .digest('hex');

const seals = new Map<string, FormSeal>();

/** The configured seal; in embedded mode the self-signed certificate is made on first use. */
export function formSeal(config: FormsSigningConfig | null): FormSeal {
  if (!config) throw formsNotConfigured();
  const cached = seals.get(config.file);
  if (cached) return cached;
  if (config.generate && !existsSync(config.file)) {
    const temp = `${config.file}.${process.pid}.tmp`;
    writeFileSync(temp, makeSelfSignedP12('Cascade document seal', config.passphrase), { mode: 0o600 });
    // Another process may make one at the same moment: the first one linked into place wins for good.
    try {
      linkSync(temp, config.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  const p12 = readFileSync(config.file);
  const signer = SealSigner.fromP12(p12, config.passphrase);
  const cert = signer.cert;
  const seal: FormSeal = {
    signer,
    fingerprint: fingerprintOf(cert),
    subject: cert.subject.attributes.map((a) => `${a.shortName}=${String(a.value)}`).join(', '),
  };
  seals.set(config.file, seal);
  return seal;
}
