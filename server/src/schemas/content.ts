import { Type } from 'typebox';
import { PlainText } from './common-fields.js';

const Id = PlainText({ minLength: 1, maxLength: 36 });
const NullableId = Type.Union([Id, Type.Null()]);
const Title = PlainText({ minLength: 1, maxLength: 255 });
const Ids = Type.Array(Id, { maxItems: 1000, default: [] });
/** The kinds of content item; a sent intake form sits at the top level of the client's shared space. */
const CONTENT_TYPES = ['folder', 'material', 'intake_form'] as const;

const typeQuery = {
  type: Type.Optional(
    Type.Enum(CONTENT_TYPES, {
      type: 'string',
      description: 'Only items of this kind: folder, material or intake_form (intake forms are only in the shared space).',
    }),
  ),
};

const pageQuery = {
  page: Type.Integer({ minimum: 1, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export const SharedBySchema = Type.Object(
  { id: Type.String(), full_name: Type.String() },
  { $id: 'SharedBy', title: 'SharedBy', description: 'The member who sent this content.' },
);

const itemFields = {
  id: Type.String(),
  type: Type.Enum(CONTENT_TYPES, { type: 'string', description: 'What the item is (spec: content_type).' }),
  title: Type.String(),
  folder_id: Type.Union([Type.String(), Type.Null()], { description: 'The containing folder; null at the root.' }),
  size: Type.Union([Type.Integer(), Type.Null()], { description: 'Bytes; null for folders.' }),
  content_type: Type.Union([Type.String(), Type.Null()], {
    description: "A material's media type; `intake_form` for an intake form; null for folders.",
  }),
  form_status: Type.Optional(
    Type.Enum(['draft', 'signed'], { type: 'string', description: 'Intake forms only: still to fill in, or signed.' }),
  ),
  link: Type.Optional(
    Type.Enum(['origin', 'copy', 'unlinked'], {
      type: 'string',
      description:
        'Materials only: an original (uploaded here), a copy that follows its original, or a copy made before copies were linked whose original is unknown.',
    }),
  ),
  version: Type.Optional(Type.Integer({ minimum: 1, description: 'Materials only: the version shown.' })),
  updated: Type.Optional(
    Type.Boolean({ description: 'Materials only: a copy whose version changed since its holder last opened it.' }),
  ),
  space: Type.Enum(['own', 'shared'], { type: 'string', description: 'own materials, or shared with me' }),
  shared_by: Type.Union([Type.Ref('SharedBy'), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
};

const FolderRef = Type.Object({ id: Type.String(), title: Type.String() });

const MATERIAL_STATES = ['withdrawn', 'expired', 'pending', 'rejected'] as const;
const VERSION_STATES = ['published', 'pending', 'approved', 'rejected'] as const;

export const ListLifecycleSchema = Type.Object(
  {
    states: Type.Array(Type.Enum(MATERIAL_STATES, { type: 'string' }), {
      description: 'What keeps the material from use now, most serious first (as MaterialLifecycle.states). Empty: in use.',
    }),
    version_state: Type.Union([Type.Enum(VERSION_STATES, { type: 'string' }), Type.Null()], {
      description: 'The state of the version shown.',
    }),
    use_until: Type.Union([Type.String(), Type.Null()], { description: 'The last moment it may be used (ISO 8601), or null.' }),
    ceilings: Type.Array(Type.Enum(['view_only', 'no_resend'], { type: 'string' }), {
      description: "What the copy's sender kept from it: view_only (no download, no zip, no print), no_resend. Empty: none.",
    }),
  },
  { $id: 'ListLifecycle', title: 'ListLifecycle' },
);

export const ContentItemSchema = Type.Object(
  {
    ...itemFields,
    lifecycle: Type.Optional(
      Type.Ref('ListLifecycle', {
        description: 'Materials that have an original (not unlinked copies): their state at the moment of the request.',
      }),
    ),
    path: Type.Optional(
      Type.Array(FolderRef, {
        description:
          'Search results through the whole space: the folders from the root down to the one holding the item ([] at the root).',
      }),
    ),
  },
  { $id: 'ContentItem', title: 'ContentItem' },
);

const pageOf = (ref: string, id: string) =>
  Type.Object(
    {
      items: Type.Array(Type.Ref(ref)),
      total: Type.Integer(),
      page: Type.Integer(),
      size: Type.Integer(),
      pages: Type.Integer(),
    },
    { $id: id, title: id },
  );
export const ContentPageSchema = Type.Object(
  {
    items: Type.Array(Type.Ref('ContentItem')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
    folder_path: Type.Optional(
      Type.Array(FolderRef, { description: 'With folder_id: the folders from the root down to the open folder (itself last).' }),
    ),
  },
  { $id: 'ContentPage', title: 'ContentPage' },
);

const sortQuery = {
  sort: Type.Optional(
    Type.Enum(['name', '-name', 'date', '-date', 'size', '-size'], {
      type: 'string',
      default: 'name',
      description:
        'Folders first, then intake forms, then materials, by name, by date (last change) or by size (folders and forms by name); a leading "-" sorts descending.',
    }),
  ),
};

export const FolderChoiceSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    parent_id: Type.Union([Type.String(), Type.Null()]),
    path: Type.Array(Type.String()),
  },
  { $id: 'FolderChoice', title: 'FolderChoice' },
);
export const FolderChoicePageSchema = pageOf('FolderChoice', 'FolderChoicePage');

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

export const MaterialLifecycleSchema = Type.Object(
  {
    states: Type.Array(Type.Enum([...MATERIAL_STATES, 'withheld'], { type: 'string' }), {
      description:
        'What keeps the material from use now, most serious first: withdrawn (recalled), expired (its use-until date passed), pending or rejected (the version shown is not approved), withheld (its holder no longer qualifies: licence or state). Empty: in use.',
    }),
    withheld_reason: Nullable(Type.String(), 'Why the copy is withheld from its holder, and what brings it back.'),
    version_state: Nullable(
      Type.Enum(VERSION_STATES, { type: 'string' }),
      'The state of the version shown (null: an unlinked copy).',
    ),
    approved_by: Nullable(Type.String(), 'Who approved the version shown (approval on).'),
    approved_at: Nullable(Type.String(), 'When.'),
    use_until: Nullable(Type.String(), 'The last moment it may be used (ISO 8601), or null.'),
    withdrawn_at: Nullable(Type.String(), 'When it was recalled, or null.'),
    withdrawn_reason: Nullable(Type.String(), 'Why, as the person who recalled it said.'),
    may_open: Type.Boolean({ description: 'Whether the member may open, preview and download it now.' }),
    may_recall: Type.Boolean({
      description: 'Whether the member may recall it (or undo a recall) and change its use-until date.',
    }),
    may_download: Type.Boolean({ description: 'Whether the member may download, zip or print it (not a view-only copy).' }),
    may_send: Type.Boolean({ description: 'Whether the member may send it on (not a no-re-send copy).' }),
    ceiling_reason: Nullable(Type.String(), 'Why this copy allows less (view only, no re-send), in words.'),
    rules: Type.Ref('DistributionRules'),
    may_set_rules: Type.Boolean({ description: 'Whether the member may change the rules (its owner or an approver).' }),
    watermarked: Type.Boolean({
      description:
        'What the member opens carries their name, email and the date (a client, a PDF or image marked "watermark for clients"): read it whole, not by byte ranges.',
    }),
  },
  { $id: 'MaterialLifecycle', title: 'MaterialLifecycle' },
);

export const MaterialDetailsSchema = Type.Object(
  {
    ...itemFields,
    sha256: Type.String(),
    path: Type.Array(FolderRef, { description: 'Folders from the root down.' }),
    lifecycle: Type.Ref('MaterialLifecycle'),
  },
  { $id: 'MaterialDetails', title: 'MaterialDetails' },
);

export const MaterialVersionSchema = Type.Object(
  {
    number: Type.Integer({ minimum: 1 }),
    title: Type.String({ description: 'The title when this version was uploaded.' }),
    size: Type.Integer(),
    content_type: Type.String(),
    sha256: Type.String(),
    state: Type.Enum(['published', 'pending', 'approved', 'rejected'], {
      type: 'string',
      description: 'published: live at once (no approval in this company).',
    }),
    note: Type.String({ description: 'What changed, as its author said.' }),
    author: Type.Union([Type.Ref('SharedBy'), Type.Null()], { description: 'Who uploaded it (null once removed).' }),
    created_at: Type.String(),
    current: Type.Boolean({ description: 'The version the original shows now.' }),
    decided_by: Type.Union([Type.Ref('SharedBy'), Type.Null()], { description: 'Who approved or rejected it.' }),
    decided_at: Type.Union([Type.String(), Type.Null()]),
    decision_note: Type.Union([Type.String(), Type.Null()], { description: "The approver's note." }),
  },
  { $id: 'MaterialVersion', title: 'MaterialVersion' },
);

export const PendingVersionSchema = Type.Object(
  {
    material_id: Type.String(),
    number: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    size: Type.Integer(),
    content_type: Type.String(),
    sha256: Type.String(),
    note: Type.String(),
    author: Type.Union([Type.Ref('SharedBy'), Type.Null()]),
    created_at: Type.String(),
    previous: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The version clients get now, to compare against (null: a first version).',
    }),
  },
  { $id: 'PendingVersion', title: 'PendingVersion' },
);
const ApprovalQueueSchema = Type.Object(
  { items: Type.Array(Type.Ref('PendingVersion'), { description: 'Oldest first.' }) },
  { $id: 'ApprovalQueue', title: 'ApprovalQueue' },
);
export const DecisionBody = Type.Object(
  { note: Type.Optional(PlainText({ maxLength: 1000, description: 'Why (required to reject): the author reads it.' })) },
  { additionalProperties: false },
);
export const RecallBody = Type.Object(
  { reason: PlainText({ minLength: 1, maxLength: 1000, description: 'Why: every holder of a copy reads it.' }) },
  { additionalProperties: false },
);
export const UseUntilBody = Type.Object(
  {
    use_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'The last moment the material may be used (in the future), or null for none.',
    }),
  },
  { additionalProperties: false },
);
const MaterialVersionListSchema = Type.Object(
  { items: Type.Array(Type.Ref('MaterialVersion'), { description: 'Newest first.' }) },
  { $id: 'MaterialVersionList', title: 'MaterialVersionList' },
);
export const VersionParams = Type.Object({ material_id: Id, number: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });
export const VersionUploadBody = Type.Object({
  note: Type.Optional(PlainText({ maxLength: 1000, description: 'What changed (send before the file part).' })),
  title: Type.Optional(PlainText({ maxLength: 255, description: 'A new title; the current one is kept when absent.' })),
  file: Type.String({ format: 'binary' }),
});

/** Keyset paging: the page next to one the client has, found from its edge item instead of skipped to. */
const seekQuery = {
  after_id: Type.Optional(
    PlainText({
      maxLength: 36,
      description:
        'The last item of the page before `page` (as the client has it): the page is the items after it, found without skipping the ones before. An id that is not in this list is ignored.',
    }),
  ),
  before_id: Type.Optional(
    PlainText({
      maxLength: 36,
      description: 'The first item of the page after `page`: the page is the items before it. Not with after_id.',
    }),
  ),
};

export const ListContentQuery = Type.Object(
  {
    folder_id: Type.Optional(Id),
    title: Type.Optional(PlainText({ maxLength: 255 })),
    ...typeQuery,
    ...sortQuery,
    ...pageQuery,
    ...seekQuery,
  },
  { additionalProperties: false },
);
export const ListSharedQuery = Type.Object(
  {
    invited_by_id: Type.Optional(PlainText({ maxLength: 36, description: 'Only what this member sent.' })),
    folder_id: Type.Optional(Id),
    title: Type.Optional(PlainText({ maxLength: 255 })),
    content_type: Type.Optional(
      PlainText({
        maxLength: 200,
        description: 'e.g. application/pdf, or image for every image type; intake_form for intake forms only.',
      }),
    ),
    ...typeQuery,
    sent_to_id: Type.Optional(
      PlainText({
        maxLength: 36,
        description: 'Instead: what I sent this member, as it is in their "shared with me" (their copies).',
      }),
    ),
    ...sortQuery,
    ...pageQuery,
    ...seekQuery,
  },
  { additionalProperties: false },
);
export const ListFoldersQuery = Type.Object(
  {
    exclude_id: Type.Optional(PlainText({ maxLength: 36, description: 'Leave out this folder and everything below it.' })),
    title: Type.Optional(PlainText({ maxLength: 255 })),
    ...pageQuery,
  },
  { additionalProperties: false },
);

export const FolderParams = Type.Object({ folder_id: Id });
export const MaterialParams = Type.Object({ material_id: Id });

export const CreateFolderBody = Type.Object(
  { title: Title, folder_id: Type.Optional(NullableId) },
  { additionalProperties: false },
);
export const UpdateBody = Type.Object(
  {
    title: Type.Optional(Title),
    folder_id: Type.Optional(NullableId),
    keep_both: Type.Optional(
      Type.Boolean({
        description:
          'When the new title is taken in the folder, take the next free numbered name ("Name (2).pdf") instead of answering 409.',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const SelectionBody = Type.Object({ folder_ids: Ids, material_ids: Ids }, { additionalProperties: false });
export const MoveBody = Type.Object(
  { folder_ids: Ids, material_ids: Ids, target_folder_id: NullableId },
  { additionalProperties: false },
);
export const CopyBody = Type.Object(
  {
    folder_ids: Ids,
    material_ids: Ids,
    target_folder_id: Type.Optional(NullableId),
    recipient_ids: Type.Optional(Type.Array(Id, { maxItems: 500, description: 'Send to these members instead of copying.' })),
    view_only: Type.Optional(
      Type.Boolean({
        description:
          'The copies may be previewed in the app only (no download, zip or print). A copy of a view-only copy is view only whatever this says.',
      }),
    ),
    no_resend: Type.Optional(
      Type.Boolean({
        description: 'The recipients cannot send the copies on. A copy of a no-re-send copy cannot be sent at all.',
      }),
    ),
    notify_open: Type.Optional(
      Type.Boolean({ description: 'Tell me (a live notification) when each recipient first opens what they received.' }),
    ),
  },
  { additionalProperties: false },
);
export const SendCheckBody = Type.Object(
  {
    folder_ids: Ids,
    material_ids: Ids,
    recipient_ids: Type.Array(Id, { maxItems: 500, description: 'The members the send would go to.' }),
  },
  { additionalProperties: false },
);
const SendCheckSchema = Type.Object(
  {
    refusals: Type.Array(
      Type.Object({
        recipient_id: Nullable(Type.String(), 'The recipient it is about; null: about the selection itself (for everyone).'),
        reason: Type.String(),
      }),
      { description: 'Why the send could not go, as the send itself would answer; empty: it can.' },
    ),
  },
  { $id: 'SendCheck', title: 'SendCheck' },
);

export const MoveResultSchema = Type.Object({ moved: Type.Integer() }, { $id: 'MoveResult', title: 'MoveResult' });
export const CopyResultSchema = Type.Object(
  { copies: Type.Integer({ description: 'How many copies were made (one per recipient).' }) },
  { $id: 'CopyResult', title: 'CopyResult' },
);
export const DeleteResultSchema = Type.Object(
  { folders: Type.Integer(), materials: Type.Integer() },
  { $id: 'DeleteResult', title: 'DeleteResult' },
);

export const UploadBody = Type.Object({
  folder_id: Type.Optional(PlainText({ maxLength: 36, description: 'Send before the file part.' })),
  file: Type.String({ format: 'binary' }),
});

export const DownloadLinkBody = Type.Object(
  {
    folder_ids: Ids,
    material_ids: Ids,
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1_000_000,
        description: 'With one material: that earlier version of my original instead of the current one (its owner only).',
      }),
    ),
    purpose: Type.Enum(['download', 'preview', 'thumbnail'], {
      type: 'string',
      default: 'download',
      description:
        'download: for the browser to save (starts within 60 s). preview: one material for a player or the PDF viewer, which asks for ranges for up to an hour. thumbnail: a small WebP of one image material, for up to an hour.',
    }),
  },
  { additionalProperties: false },
);
const DownloadLinkSchema = Type.Object(
  {
    url: Type.String({ description: 'Path of the link (GET, or POST with the token as a form field for long selections).' }),
    token: Type.String({ description: 'The signed token the link carries; send it as the `token` form field to POST.' }),
    expires_at: Type.String({ description: 'The link must be opened before this time.' }),
  },
  {
    $id: 'DownloadLink',
    title: 'DownloadLink',
    description: 'A short-lived link that opens one material or one zip for one member.',
  },
);
export const DownloadTokenQuery = Type.Object({ token: PlainText({ minLength: 1, maxLength: 100_000 }) });

export const contentSchemas = [
  DownloadLinkSchema,
  SharedBySchema,
  ListLifecycleSchema,
  ContentItemSchema,
  ContentPageSchema,
  FolderChoiceSchema,
  FolderChoicePageSchema,
  MaterialLifecycleSchema,
  MaterialDetailsSchema,
  MaterialVersionSchema,
  PendingVersionSchema,
  ApprovalQueueSchema,
  MaterialVersionListSchema,
  MoveResultSchema,
  CopyResultSchema,
  SendCheckSchema,
  DeleteResultSchema,
];
