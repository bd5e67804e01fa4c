import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_identity.js';
import * as m0002 from './0002_invitations_mail_profile.js';
import * as m0003 from './0003_member_audit.js';
import * as m0004 from './0004_content.js';
import * as m0005 from './0005_member_version.js';
import * as m0006 from './0006_listing_indexes.js';
import * as m0007 from './0007_blob_crc32.js';
import * as m0008 from './0008_content_version.js';
import * as m0009 from './0009_session_end_mail_queue.js';
import * as m0011 from './0011_search_indexes.js';
import * as m0012 from './0012_audit_log.js';
import * as m0013 from './0013_intake_forms.js';
import * as m0014 from './0014_resilience.js';
import * as m0015 from './0015_stored_images.js';
import * as m0017 from './0017_meetings.js';
import * as m0020 from './0020_listing_sort_indexes.js';
import * as m0021 from './0021_avatar_member_version.js';
import * as m0022 from './0022_intake_form_listing.js';
import * as m0023 from './0023_content_counts.js';
import * as m0024 from './0024_folded_titles.js';
import * as m0025 from './0025_name_lookup_indexes.js';
import * as m0026 from './0026_encrypted_sealed_pdfs.js';
import * as m0027 from './0027_material_versions.js';
import * as m0031 from './0031_meeting_refusals.js';
import * as m0032 from './0032_material_lifecycle.js';
import * as m0036 from './0036_mail_preferences.js';
import * as m0037 from './0037_rich_mail.js';
import * as m0038 from './0038_material_retention.js';
import * as m0039 from './0039_distribution_rules.js';
import * as m0040 from './0040_delivery_record.js';
import * as m0041 from './0041_resumable_uploads.js';
import * as m0042 from './0042_carrier_pdf_forms.js';
import * as m0044 from './0044_meeting_schedule.js';
import * as m0045 from './0045_request_claims.js';
import * as m0046 from './0046_engagement_indexes.js';
import * as m0047 from './0047_record_withholdings.js';
import * as m0048 from './0048_retention_on_removal.js';

/** Every migration, listed explicitly and in order. Never edit one that has landed: add the next. */
const migrations: Record<string, Migration> = {
  '0001_identity': m0001,
  '0002_invitations_mail_profile': m0002,
  '0003_member_audit': m0003,
  '0004_content': m0004,
  '0005_member_version': m0005,
  '0006_listing_indexes': m0006,
  '0007_blob_crc32': m0007,
  '0008_content_version': m0008,
  '0009_session_end_mail_queue': m0009,
  '0011_search_indexes': m0011,
  '0012_audit_log': m0012,
  '0013_intake_forms': m0013,
  '0014_resilience': m0014,
  '0015_stored_images': m0015,
  '0017_meetings': m0017,
  '0020_listing_sort_indexes': m0020,
  '0021_avatar_member_version': m0021,
  '0022_intake_form_listing': m0022,
  '0023_content_counts': m0023,
  '0024_folded_titles': m0024,
  '0025_name_lookup_indexes': m0025,
  '0026_encrypted_sealed_pdfs': m0026,
  '0027_material_versions': m0027,
  '0031_meeting_refusals': m0031,
  '0032_material_lifecycle': m0032,
  '0036_mail_preferences': m0036,
  '0037_rich_mail': m0037,
  '0038_material_retention': m0038,
  '0039_distribution_rules': m0039,
  '0040_delivery_record': m0040,
  '0041_resumable_uploads': m0041,
  '0042_carrier_pdf_forms': m0042,
  '0044_meeting_schedule': m0044,
  '0045_request_claims': m0045,
  '0046_engagement_indexes': m0046,
  '0047_record_withholdings': m0047,
  '0048_retention_on_removal': m0048,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
