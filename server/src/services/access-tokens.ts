import { jwtVerify, SignJWT, errors } from 'jose';
import type { Role } from '../db/schema.js';

export interface AccessClaims {
  /** Membership (user_company) id. */
  membershipId: string;
  userId: string;
  companyId: string;
  role: Role;
  expiresAt: number;
}

const ISSUER = 'cascade';

export class AccessTokens {
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
