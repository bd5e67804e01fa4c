import { jwtVerify, SignJWT, errors } from 'jose';
import type { AccessClaims } from './access-tokens.js';
import type { AuthContext } from './auth-context.js';

/** What one link opens: one material, or the zip of one folder or one selection. */
export type DownloadTarget =
  /** `version`: one earlier version of an original (its owner only), instead of the current bytes. */
  | { kind: 'material'; id: string; version?: number }
  | { kind: 'folder'; id: string }
  | { kind: 'selection'; folderIds: string[]; materialIds: string[] };

/**
 * `download`: the browser's own download, which must start within a minute. `preview`: a player or
 * the PDF viewer, which asks for ranges while the member reads or seeks, so it lives longer.
 * `thumbnail`: a small image of an image material, for the grid.
 */
export type DownloadPurpose = 'download' | 'preview' | 'thumbnail';

const LINK_TTL_SECONDS: Record<DownloadPurpose, number> = { download: 60, preview: 60 * 60, thumbnail: 60 * 60 };
const PURPOSES = new Set<unknown>(Object.keys(LINK_TTL_SECONDS));

export interface DownloadClaims extends AccessClaims {
  target: DownloadTarget;
  purpose: DownloadPurpose;
}

/** Another issuer than access tokens: a link is never a bearer token, a bearer token never a link. */
const ISSUER = 'cascade-download';

function targetClaim(target: DownloadTarget): Record<string, unknown> {
  if (target.kind === 'selection') return { k: 's', f: target.folderIds, m: target.materialIds };
  if (target.kind === 'material' && target.version !== undefined) return { k: 'm', id: target.id, v: target.version };
  return { k: target.kind === 'material' ? 'm' : 'f', id: target.id };
}

function strings(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;
}

function parseTarget(value: unknown): DownloadTarget | null {
  if (!value || typeof value !== 'object') return null;
  const claim = value as Record<string, unknown>;
  if (claim.k === 'm' && typeof claim.id === 'string' && Number.isInteger(claim.v))
    return { kind: 'material', id: claim.id, version: claim.v as number };
  if ((claim.k === 'm' || claim.k === 'f') && typeof claim.id === 'string')
    return { kind: claim.k === 'm' ? 'material' : 'folder', id: claim.id };
  const folderIds = strings(claim.f);
  const materialIds = strings(claim.m);
  if (claim.k === 's' && folderIds && materialIds) return { kind: 'selection', folderIds, materialIds };
  return null;
}

/**
 * Short-lived, single-purpose download links: signed (HS256) for one member's session and one
 * target, so the URL carries no bearer token and opens nothing else. The member's session is checked
 * again when the link is used (an ended session or an archived member ends its links too).
 */
export class DownloadLinks {
  constructor(private readonly secret: Uint8Array) {}

  async sign(auth: AuthContext, target: DownloadTarget, purpose: DownloadPurpose): Promise<{ token: string; expiresAt: Date }> {
    const ttl = LINK_TTL_SECONDS[purpose];
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + ttl * 1000);
    const token = await new SignJWT({
      uid: auth.userId,
      cid: auth.companyId,
      role: auth.role,
      sid: auth.sessionId,
      ims: Date.now(),
      tgt: targetClaim(target),
      use: purpose,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(auth.membershipId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** The claims, or null when the link is malformed, forged, for another purpose or expired. */
  async verify(token: string): Promise<DownloadClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      const target = parseTarget(payload.tgt);
      const purpose = PURPOSES.has(payload.use) ? (payload.use as DownloadPurpose) : null;
      if (typeof payload.sub !== 'string' || typeof payload.uid !== 'string' || typeof payload.cid !== 'string') return null;
      if (!target || !purpose) return null;
      return {
        membershipId: payload.sub,
        userId: payload.uid,
        companyId: payload.cid,
        role: payload.role as AccessClaims['role'],
        sessionId: typeof payload.sid === 'string' ? payload.sid : '',
        issuedAt: typeof payload.ims === 'number' ? payload.ims : 0,
        expiresAt: (payload.exp ?? 0) * 1000,
        target,
        purpose,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
