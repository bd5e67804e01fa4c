import type { Role } from '../../db/schema.js';

/** Someone received content in their shared space. */
export interface ContentReceived {
  companyId: string;
  recipientId: string;
  senderId: string;
  folderIds: string[];
  materialIds: string[];
  /**
   * What the recipient's notification names, as the send knew it: the sender, and the titles the
   * received items have in the recipient's space (so telling them reads nothing more).
   */
  names: { sender: { role: Role; fullName: string }; folders: string[]; materials: string[] };
}

/** A new version of an origin was published: every holder of a copy (the author aside) is told. */
export interface VersionPublished {
  companyId: string;
  authorId: string;
  originId: string;
  version: number;
  /** The author's change note ('' when none). */
  note: string;
  /** One per holder: the copy to open (their first, when they hold several) and its title. */
  holders: { membershipId: string; materialId: string; title: string }[];
}

/**
 * Something happened to an origin that its people must hear of: a version waits for approval (the
 * approvers), was approved or rejected (its author), the material was withdrawn, restored, is about to
 * expire or expired (holders of copies, the owner and the approvers — each as the kind says), or a
 * recipient opened their copy for the first time (the sender who asked to be told).
 */
export interface MaterialNotice {
  companyId: string;
  kind: 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'restored' | 'expiring' | 'expired' | 'opened';
  originId: string;
  /** Who acted (null for the sweep). */
  actorId: string | null;
  version?: number;
  /** The approver's note, or the reason of a recall. */
  note?: string;
  useUntil?: string | null;
  /** One per member to tell: the material to open (their copy, or the original) and its title there. */
  recipients: { membershipId: string; materialId: string; title: string }[];
}

type Listener = (event: ContentReceived) => void | Promise<void>;
type NoticeListener = (event: MaterialNotice) => void | Promise<void>;
type VersionListener = (event: VersionPublished) => void | Promise<void>;

/**
 * The content service announces what happened; notifications (and anything else) subscribe.
 * Listeners run after the transaction committed and are awaited, so a recipient is told before the
 * sender's request answers; a failing listener is reported, never fails the request.
 */
export class ContentEvents {
  private readonly listeners: Listener[] = [];
  private readonly versionListeners: VersionListener[] = [];
  private readonly noticeListeners: NoticeListener[] = [];
  private readonly errorListeners: ((error: unknown) => void)[] = [];

  onReceived(listener: Listener): void {
    this.listeners.push(listener);
  }

  onVersionPublished(listener: VersionListener): void {
    this.versionListeners.push(listener);
  }

  onNotice(listener: NoticeListener): void {
    this.noticeListeners.push(listener);
  }

  async emitNotice(event: MaterialNotice): Promise<void> {
    if (event.recipients.length > 0) await this.run(this.noticeListeners, event);
  }

  onListenerError(listener: (error: unknown) => void): void {
    this.errorListeners.push(listener);
  }

  async emitReceived(event: ContentReceived): Promise<void> {
    await this.run(this.listeners, event);
  }

  async emitVersionPublished(event: VersionPublished): Promise<void> {
    await this.run(this.versionListeners, event);
  }

  private async run<E>(listeners: ((event: E) => void | Promise<void>)[], event: E): Promise<void> {
    for (const listener of listeners) {
      try {
        await listener(event);
      } catch (error) {
        for (const report of this.errorListeners) report(error);
      }
    }
  }
}
