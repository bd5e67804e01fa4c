import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 UTC strings on every dialect; booleans are 0/1 integers. */
export type Timestamp = string;

export type Role = 'admin' | 'marketer' | 'agent' | 'client';
export const ROLES: readonly Role[] = ['admin', 'marketer', 'agent', 'client'];

export interface CompanyTable {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  /** Key of the logo (`stored_image.key`), or null. */
  logo: string | null;
  /** Bumped by triggers on every change the member lists filter or sort on (migration 0005). */
  member_version: Generated<number | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1: versions need an approver before they reach clients (migration 0032). */
  material_approval: Generated<number>;
  /** Days a new upload may be used for (its default "use until"); null: no default. */
  material_lifetime_days: number | null;
  /** Years the record of a deleted material is kept after its last use (never below 3 while approval is on). */
  material_retention_years: Generated<number>;
}

export interface UserTable {
  id: string;
  /** Always stored lower-cased. */
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  password_hash: string;
  national_producer_number: string | null;
  has_security_license: number | null;
  gender: string | null;
  state: string | null;
  /** Key of the avatar (`stored_image.key`, a server-made name), or null. */
  avatar: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MembershipStatus = 'active' | 'archived';

export interface UserCompanyTable {
  id: string;
  user_id: string;
  company_id: string;
  role: Role;
  invited_by_id: string | null;
  status: MembershipStatus;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  /** Bumped by triggers whenever this member's folders or materials change (migration 0008). */
  content_version: Generated<number | string>;
  /** Access tokens issued before this time (ms since the epoch) are refused (migration 0009). */
  tokens_valid_after: Generated<number | string>;
  /** 1: an admin marked this member as a principal, who approves materials (migration 0032). */
  principal: Generated<number>;
}

/** A refresh-token family that was signed out: its access tokens are refused too. */
export interface EndedSessionTable {
  family_id: string;
  membership_id: string;
  ended_at: Timestamp;
}

export interface RefreshTokenTable {
  id: string;
  membership_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

/** A platform operator's invitation to register a new company. */
export interface CompanyInvitationTable {
  id: string;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  company_id: string | null;
  created_at: Timestamp;
}

/** A member's invitation of a new member into their company, bound to email, role and inviter. */
export interface InvitationTable {
  id: string;
  company_id: string;
  inviter_id: string;
  email: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  sent_count: number;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: string;
  company_id: string | null;
  to_address: string;
  subject: string;
  text: string;
  sent_at: Timestamp | null;
  error: string | null;
  created_at: Timestamp;
  /** Delivery (migration 0009): tries so far; next try (null once sent or given up); the claim. */
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  claimed_by: string | null;
  claimed_until: Timestamp | null;
  /** Rich mail (migration 0037): HTML part, extra headers and attachments as JSON, sender display name. */
  html?: string | null;
  headers?: string | null;
  attachments?: string | null;
  from_name?: string | null;
}

/** A member's mail choices (migration 0036): `channels` is JSON, kind → channel; null columns follow the defaults. */
export interface MailPreferenceTable {
  membership_id: string;
  channels: string;
  digest_frequency: string | null;
  digest_hour: number | null;
  time_zone: string | null;
  updated_at: Timestamp;
}

/** The company's defaults, set by its admins (migration 0036). */
export interface CompanyMailDefaultTable {
  company_id: string;
  channels: string;
  digest_frequency: string | null;
  digest_hour: number | null;
  updated_at: Timestamp;
}

/** A notification waiting to be mailed (`now`: action mail after a hold; `digest`: in the next digest). */
export interface NotificationMailTable {
  notification_id: string;
  membership_id: string;
  kind: string;
  channel: 'now' | 'digest';
  due_at: Timestamp;
  claimed_by: string | null;
  claimed_until: Timestamp | null;
  done_at: Timestamp | null;
  /** `sent`, `read` (read in the app first), `off` (turned off meanwhile). */
  outcome: string | null;
  created_at: Timestamp;
}

export interface NotificationTable {
  id: string;
  membership_id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordResetTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface EmailChangeTable {
  id: string;
  user_id: string;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export type MemberEventType = 'invited' | 'joined' | 'archived' | 'restored' | 'reassigned';

/** What happened to a membership, by whom; `detail` is a JSON object as text. */
export interface MemberEventTable {
  id: string;
  company_id: string;
  /** The membership the event is about. */
  member_id: string;
  /** The membership that did it, or null for the system. */
  actor_id: string | null;
  type: MemberEventType;
  detail: string;
  created_at: Timestamp;
}

export type ContentSpace = 'own' | 'shared';

/** Bytes stored once per SHA-256; materials refer to them, copies only add references. */
export interface BlobTable {
  sha256: string;
  /** bigint: a number on SQLite, a string on PostgreSQL — read through Number(). */
  size: number | string;
  content_type: string;
  storage_key: string;
  ref_count: number;
  /** CRC-32 of the bytes (bigint, read through Number()); null for blobs stored before it was recorded. */
  crc32: number | string | null;
  created_at: Timestamp;
  /** When the last reference went away (null while referenced): the janitor's grace period starts here. */
  unreferenced_at: Timestamp | null;
}

export type StoredImageKind = 'avatar' | 'logo';

/** An uploaded avatar or company logo: its public key and the blob holding its WebP bytes (one reference). */
export interface StoredImageTable {
  /** `<uuid>.webp`: the value `users.avatar` / `company.logo` hold; the URL carries the uuid. */
  key: string;
  kind: StoredImageKind;
  blob_sha256: string;
  created_at: Timestamp;
}

export interface FolderTable {
  id: string;
  company_id: string;
  owner_id: string;
  parent_id: string | null;
  title: string;
  space: ContentSpace;
  /** Who sent it, for content in the shared ("received") space. */
  shared_by_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The folder this one was copied from (its own id in an own space; null for folders received before 0027). */
  origin_id: string | null;
}

/** How many folders and materials one folder of a member's space holds ('' is the root); kept by triggers (0023). */
export interface ContentCountTable {
  owner_id: string;
  space: ContentSpace;
  folder_key: string;
  folders: Generated<number>;
  materials: Generated<number>;
}

export interface MaterialTable {
  id: string;
  company_id: string;
  owner_id: string;
  folder_id: string | null;
  title: string;
  blob_sha256: string;
  size: number | string;
  content_type: string;
  space: ContentSpace;
  shared_by_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** docs/distribution.md: an upload is an `origin`; a send or copy makes a `copy` of its origin. */
  link: Generated<MaterialLink>;
  /** A copy's origin (null for an origin, an unlinked copy, or a copy whose origin was deleted). */
  origin_id: string | null;
  /** The origin's version this row shows. */
  version: Generated<number>;
  /** Copies: the version the last send delivered. */
  delivered_version: number | null;
  /** Copies: the version the holder last opened (or was delivered); below `version` = "Updated". */
  seen_version: number | null;
  /** Origins: the last day it may be used (an ISO time); copies read it from their origin. */
  use_until: Timestamp | null;
  /** Origins: recalled — when, why and by whom; copies read it from their origin. */
  withdrawn_at: Timestamp | null;
  withdrawn_reason: string | null;
  withdrawn_by_id: string | null;
  /** Origins (0/1): agents need a securities licence to hold it; copies read it from their origin. */
  requires_license: Generated<number>;
  /** Origins: the US state codes (comma-separated) its client holders must be in; null: anywhere. */
  allowed_states: string | null;
  /** Origins (0/1): what a client opens carries their name, email and the date. */
  watermark_clients: Generated<number>;
  /** Copies (0/1): preview in the app only (no download, zip, print). */
  view_only: Generated<number>;
  /** Copies (0/1): the holder cannot send it on. */
  no_resend: Generated<number>;
  /** Copies: the sender to tell when the holder first opens it (cleared by that open). */
  notify_open_by: string | null;
}

/** A sealed delivery record that was made: the verification page finds it by its SHA-256. */
export interface DistributionReportTable {
  id: string;
  company_id: string;
  /** The original it is about; null for a company report over a date range. */
  origin_id: string | null;
  title: string;
  sha256: string;
  created_by_id: string | null;
  created_at: Timestamp;
}

export type MaterialEventKind = 'sent' | 'opened' | 'previewed' | 'downloaded' | 'recalled' | 'withheld' | 'restored' | 'expired';

/** The delivery record: one thing that happened to an original's copy (docs/distribution.md). */
export interface MaterialEventTable {
  id: string;
  company_id: string;
  origin_id: string;
  version: number;
  kind: MaterialEventKind;
  /** The holder (sent: the recipient); null for a recall. */
  member_id: string | null;
  copy_id: string | null;
  /** Who did it to them: the sender, the recaller. */
  by_id: string | null;
  /** Sent: the ceilings granted (`view_only`, `no_resend`, comma-separated), or null. */
  ceilings: string | null;
  at: Timestamp;
  /** Withheld: why, in words (the holder's licence or state). */
  reason: Generated<string | null>;
}

export type MaterialLink = 'origin' | 'copy' | 'unlinked';
export type VersionState = 'published' | 'pending' | 'approved' | 'rejected';

/** One version of an origin material: immutable once written. */
export interface MaterialVersionTable {
  material_id: string;
  number: number;
  company_id: string;
  title: string;
  blob_sha256: string;
  size: number | string;
  content_type: string;
  author_id: string | null;
  note: string;
  state: VersionState;
  created_at: Timestamp;
  /** Who approved or rejected the version, when, and the note they gave. */
  decided_by_id: string | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
}

/** A notice the expiry sweep sent: once per origin, kind and date, whichever process sweeps. */
export interface MaterialNoticeTable {
  origin_id: string;
  kind: string;
  about: string;
  created_at: Timestamp;
}

/**
 * A material a member deleted: gone from their space, kept for the record (its blob reference too) until
 * the company's retention period after its last use has passed (services/content/retention.ts).
 */
export interface MaterialRetainedTable {
  id: string;
  company_id: string;
  owner_id: string;
  title: string;
  blob_sha256: string;
  size: number | string;
  content_type: string;
  space: ContentSpace;
  shared_by_id: string | null;
  link: MaterialLink;
  origin_id: string | null;
  version: number;
  delivered_version: number | null;
  seen_version: number | null;
  created_at: Timestamp;
  deleted_at: Timestamp;
  deleted_by_id: string | null;
  /**
   * Who held it, kept when their membership itself was removed (name, email, role as they were then);
   * null while the membership exists (the record reads them from it).
   */
  holder_name: string | null;
  holder_email: string | null;
  holder_role: Role | null;
}

export type FormStatus = 'draft' | 'signed';
export type FormEventKind = 'sent' | 'opened' | 'saved' | 'signed' | 'reminded' | 'prepared' | 'countersigned';
/** Where a carrier PDF form stands: the agent prepares it, the client fills and signs, the agent countersigns. */
export type FormStep = 'prepare' | 'client' | 'countersign';

export interface IntakeFormTemplateTable {
  id: string;
  company_id: string;
  status: 'active' | 'archived';
  current_version_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IntakeFormTemplateVersionTable {
  id: string;
  template_id: string;
  company_id: string;
  number: number;
  title: string;
  description: string;
  /** JSON text: the sections and their fields. */
  sections: string;
  used: number;
  created_at: Timestamp;
  /** A carrier PDF template: the PDF's blob, the fields placed on it (JSON) and its page sizes (JSON). */
  pdf_sha256: string | null;
  pdf_fields: string | null;
  pdf_pages: string | null;
}

export interface IntakeFormTable {
  id: string;
  company_id: string;
  owner_id: string;
  shared_by_id: string | null;
  template_version_id: string;
  title: string;
  status: FormStatus;
  /** JSON text; sensitive values encrypted. */
  answers: string;
  version: number;
  due_at: Timestamp | null;
  reminded_at: Timestamp | null;
  first_opened_at: Timestamp | null;
  signed_at: Timestamp | null;
  signer_name: string | null;
  signer_email: string | null;
  consent_text: string | null;
  signature_sha256: string | null;
  /** The blob of the sealed PDF as stored (encrypted: the hash of the ciphertext). */
  sealed_sha256: string | null;
  /** SHA-256 of the sealed PDF itself, as signed and downloaded (what verification looks up). */
  sealed_pdf_sha256: string | null;
  data_sha256: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Carrier PDF forms only: whose turn it is, and each party's signature marks so far (JSON). */
  step: FormStep | null;
  marks: string | null;
}

export interface IntakeFormEventTable {
  id: string;
  form_id: string;
  kind: FormEventKind;
  actor_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

/** A meeting room (services/meetings): its id is 128 random bits in base64url. */
export interface MeetingRoomTable {
  id: string;
  company_id: string;
  host_id: string;
  title: string;
  created_at: Timestamp;
  /** When the meeting starts (migration 0044); set on every room, null only in types for older rows' sake. */
  starts_at: string | null;
  cancelled_at: string | null;
  /** How many times the host moved or cancelled it: the invitation's SEQUENCE. */
  sequence: Generated<number>;
}

export interface MeetingInviteeTable {
  room_id: string;
  membership_id: string;
}

/** A browser tab in a room (or knocking at its lobby), on whichever replica holds its socket. */
/** How many times a room's host turned a member away from its lobby. */
export interface MeetingRefusalTable {
  room_id: string;
  membership_id: string;
  refusals: number;
  updated_at: string;
}

/** A proxied non-idempotent request being or having been handled: its proxy request id (kept for minutes). */
export interface RequestClaimTable {
  id: string;
  claimed_at: string;
}

export interface MeetingParticipantTable {
  room_id: string;
  participant: string;
  membership_id: string;
  status: 'waiting' | 'admitted' | 'joined';
  connection: 'connected' | 'reconnecting';
  audio: number;
  video: number;
  screen: number;
  replica: string | null;
  socket: string | null;
  last_seen: Timestamp;
  dropped_at: Timestamp | null;
  created_at: Timestamp;
}

/** A signalling message too large for a NOTIFY, kept a few seconds for the replica that delivers it. */
export interface MeetingSignalTable {
  id: string;
  payload: string;
  created_at: Timestamp;
}

/** One entry of the audit trail; written once, never updated (see services/audit). */
export interface AuditLogTable {
  id: string;
  company_id: string;
  /** The membership that acted (or, for a failed sign-in, whose account was tried); null for the system. */
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** What the target was called when it happened. */
  target_name: string | null;
  /** A JSON object as text. */
  detail: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

/** A resumable (tus) upload in progress, or finished into `material_id` (migration 0041). */
export interface ResumableUploadTable {
  id: string;
  company_id: string;
  owner_id: string;
  folder_id: string | null;
  /** The name the material will get (checked at creation). */
  file_name: string;
  content_type: string;
  /** Declared length (bigint: read through Number()). */
  length: number | string;
  /** Bytes the store holds for certain: the tus offset (bigint). */
  received: Generated<number | string>;
  /** The store's reference to the parts (an S3 multipart upload id); null for local part files. */
  storage_ref: string | null;
  /** JSON: the stored parts `[{number, etag, size}]` (S3); `[]` for local part files. */
  parts: Generated<string>;
  /** The request writing bytes now, and until when its claim holds (one writer at a time). */
  lease_id: string | null;
  lease_until: Timestamp | null;
  material_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
}

export interface Database {
  company: CompanyTable;
  users: UserTable;
  user_company: UserCompanyTable;
  refresh_token: RefreshTokenTable;
  ended_session: EndedSessionTable;
  company_invitation: CompanyInvitationTable;
  invitation: InvitationTable;
  outbox: OutboxTable;
  notification: NotificationTable;
  material_notice: MaterialNoticeTable;
  material_retained: MaterialRetainedTable;
  material_event: MaterialEventTable;
  distribution_report: DistributionReportTable;
  mail_preference: MailPreferenceTable;
  company_mail_default: CompanyMailDefaultTable;
  notification_mail: NotificationMailTable;
  password_reset: PasswordResetTable;
  email_change: EmailChangeTable;
  member_event: MemberEventTable;
  blob: BlobTable;
  stored_image: StoredImageTable;
  folder: FolderTable;
  material: MaterialTable;
  material_version: MaterialVersionTable;
  content_count: ContentCountTable;
  intake_form_template: IntakeFormTemplateTable;
  intake_form_template_version: IntakeFormTemplateVersionTable;
  intake_form: IntakeFormTable;
  intake_form_event: IntakeFormEventTable;
  audit_log: AuditLogTable;
  meeting_room: MeetingRoomTable;
  meeting_invitee: MeetingInviteeTable;
  meeting_participant: MeetingParticipantTable;
  meeting_refusal: MeetingRefusalTable;
  meeting_signal: MeetingSignalTable;
  request_claim: RequestClaimTable;
  resumable_upload: ResumableUploadTable;
}

export type Company = Selectable<CompanyTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Membership = Selectable<UserCompanyTable>;
export type RefreshToken = Selectable<RefreshTokenTable>;
export type Invitation = Selectable<InvitationTable>;
export type MemberEvent = Selectable<MemberEventTable>;
export type Folder = Selectable<FolderTable>;
export type Material = Selectable<MaterialTable>;
export type Blob = Selectable<BlobTable>;
export type IntakeForm = Selectable<IntakeFormTable>;
export type TemplateVersion = Selectable<IntakeFormTemplateVersionTable>;
// Kept for tables that add generated columns later.
export type { Generated };
