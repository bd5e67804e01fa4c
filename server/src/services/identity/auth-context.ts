import type { Actor } from '../../policy/actor.js';

/** The signed-in member: the policy's `Actor`, plus what the member lists key their cache by. */
export interface AuthContext extends Actor {
  userId: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /**
   * The version of the company's members (`company.member_version`), read with the membership in the
   * same primary-key read: the member lists key their cache by it.
   */
  memberVersion: string;
}
