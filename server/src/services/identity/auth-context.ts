import type { Actor } from '../../policy/actor.js';

/** The signed-in member: the policy's `Actor`, plus what the lists key their caches by. */
export interface AuthContext extends Actor {
  userId: string;
  /**
   * Versions of what the lists show, read with the membership in the same primary-key read: the
   * company's members (`company.member_version`) and this member's folders and materials
   * (`user_company.content_version`). The lists key their caches by them.
   */
  memberVersion: string;
  contentVersion: string;
}
