import { jwtVerify, SignJWT, errors } from 'jose';
import type { Role } from '../../db/schema.js';

export interface AccessClaims {
  /** Membership (user_company) id. */
  membershipId: string;
  userId: string;
  companyId: string;
  role: Role;
  expiresAt: number;
}

const ISSUER = 'cascade';
/** Verified tokens kept, so a member's next requests skip the signature check (WebCrypto, asynchronous). */
const VERIFIED_CAPACITY = 10_000;

export class AccessTokens {
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async sign(claims: Omit<AccessClaims, 'expiresAt'>): Promise<string> {
    return new SignJWT({ uid: claims.userId, cid: claims.companyId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.membershipId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** Resolves to the claims, or null when the token is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.check(token);
    if (claims) {
      this.verified.set(token, claims);
      if (this.verified.size > VERIFIED_CAPACITY) this.verified.delete(this.verified.keys().next().value!);
    }
    return claims;
  }

  private async check(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.uid !== 'string' || typeof payload.cid !== 'string') return null;
      return {
        membershipId: payload.sub,
        userId: payload.uid,
        companyId: payload.cid,
        role: payload.role as Role,
        expiresAt: (payload.exp ?? 0) * 1000,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
