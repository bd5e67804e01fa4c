import { createHmac, timingSafeEqual } from 'node:crypto';
import { DIGEST_KINDS, MAIL_KINDS, MAIL_KIND_LABELS, isEssential, type MailKind } from '../../contract/mail-preferences.js';
import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { savePreferences } from './preferences.js';
import { mailSettings } from './settings.js';

/** What one link stops: one kind of mail, or the whole digest. */
export type UnsubscribeTarget = MailKind | 'digest';

const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid (it may have been cut or changed). Open the link from the mail again, or change your mail settings in your profile.';

/**
 * Signed single-purpose links: `<payload>.<mac>`, the payload naming the member and what to stop, the
 * MAC an HMAC-SHA256 under a key derived from the server secret for this purpose only — so the link
 * cannot be altered to stop someone else's mail, and grants nothing else (no session, no sign-in).
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    this.key = createHmac('sha256', Buffer.from(serverSecret)).update('cascade mail one-click unsubscribe v1').digest();
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  token(membershipId: string, target: UnsubscribeTarget): string {
    const payload = Buffer.from(`${membershipId}:${target}`).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The member and target of a token whose signature holds; a 400 otherwise. */
  read(token: string): { membershipId: string; target: UnsubscribeTarget } {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) throw badRequest(BAD_UNSUBSCRIBE_LINK);
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(BAD_UNSUBSCRIBE_LINK);
    const [membershipId, target] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
    const known = target === 'digest' || (MAIL_KINDS as readonly string[]).includes(target ?? '');
    if (!membershipId || !known || (target !== 'digest' && isEssential(target as MailKind)))
      throw badRequest(BAD_UNSUBSCRIBE_LINK);
    return { membershipId, target: target as UnsubscribeTarget };
  }
}

const describeTarget = (target: UnsubscribeTarget): string =>
  target === 'digest'
    ? 'The digest of what you have not read yet'
    : `Mail when: ${MAIL_KIND_LABELS[target].charAt(0).toLowerCase()}${MAIL_KIND_LABELS[target].slice(1)}`;

/** What a link would stop, and whether it is stopped already (GET: changes nothing, so link scanners are harmless). */
export async function unsubscribeState(db: Db, links: UnsubscribeLinks, token: string): Promise<{ what: string; done: boolean }> {
  const { membershipId, target } = links.read(token);
  const settings = await mailSettings(db, membershipId);
  if (!settings) throw notFound('This member no longer exists: no mail will be sent to them.');
  const done =
    target === 'digest'
      ? settings.digest.frequency === 'off' || DIGEST_KINDS.every((k) => settings.channels[k] !== 'digest')
      : settings.channels[target] === 'app';
  return { what: describeTarget(target), done };
}

/** One click: stops what the link names (in the app only / digest off). Using it again changes nothing more. */
export async function unsubscribe(db: Db, links: UnsubscribeLinks, token: string): Promise<{ what: string; done: boolean }> {
  const { membershipId, target } = links.read(token);
  if (!(await mailSettings(db, membershipId))) throw notFound('This member no longer exists: no mail will be sent to them.');
  if (target === 'digest') await savePreferences(db, membershipId, { digest: { frequency: 'off' } });
  else await savePreferences(db, membershipId, { channels: { [target]: 'app' } });
  return { what: describeTarget(target), done: true };
}
