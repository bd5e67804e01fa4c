import { constants, createPrivateKey, privateEncrypt, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/utils';

/** DER prefix of a SHA-256 DigestInfo (RFC 8017 §9.2): what PKCS#1 v1.5 signs. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * Makes the PDF's CMS signature (adbe.pkcs7.detached, SHA-256, the attributes Adobe expects) with a key
 * and certificate read once. node-forge assembles the CMS; the RSA operation itself runs in Node's
 * native crypto, which is many times faster than forge's JavaScript RSA.
 */
export class SealSigner extends Signer {
  private readonly key: KeyObject;

  constructor(
    private readonly forgeKey: forge.pki.rsa.PrivateKey,
    private readonly certificate: forge.pki.Certificate,
  ) {
    super();
    this.key = createPrivateKey(forge.pki.privateKeyToPem(forgeKey));
  }

  /** Reads the key and the certificate that matches it from a PKCS#12. */
  static fromP12(p12: Buffer, passphrase: string): SealSigner {
    const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
    const keyBag =
      (parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? [])[0] ??
      (parsed.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? [])[0];
    const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!key) throw new Error('The signing PKCS#12 holds no private key.');
    const certs = (parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
      .map((bag) => bag.cert!)
      .filter(Boolean);
    const cert = certs.find((c) => {
      const pub = c.publicKey as forge.pki.rsa.PublicKey;
      return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
    });
    if (!cert) throw new Error('The signing PKCS#12 has no certificate that matches its private key.');
    return new SealSigner(key, cert);
  }

  get cert(): forge.pki.Certificate {
    return this.certificate;
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(this.certificate);
    const native = this.key;
    const key = {
      ...this.forgeKey,
      sign: (md: forge.md.MessageDigest) => {
        const digest = Buffer.from(md.digest().getBytes(), 'binary');
        return privateEncrypt(
          { key: native, padding: constants.RSA_PKCS1_PADDING },
          Buffer.concat([SHA256_DIGEST_INFO, digest]),
        ).toString('binary');
      },
    };
    p7.addSigner({
      key: key as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
