import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { BlobJanitorConfig, StorageConfig } from '../config.js';
import { ContentEvents } from '../services/content/events.js';
import { DeliveryRecorder } from '../services/content/delivery-record.js';
import { ExpirySweeper } from '../services/content/expiry.js';
import { expireUploads } from '../services/uploads/lifecycle.js';
import { newProcessState, type UploadContext } from '../services/uploads/records.js';
import { BlobJanitor, createStorage, type BlobStorage } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: BlobStorage;
    /** Content announcements (e.g. content received) for notifications to subscribe to. */
    contentEvents: ContentEvents;
    maxUploadBytes: number;
    blobJanitor: BlobJanitor;
    expirySweeper: ExpirySweeper;
    /** The delivery record's batched writer of opens, previews and downloads. */
    deliveryRecord: DeliveryRecorder;
    /** Resumable (tus) uploads: database, store, limits and counters. */
    uploads: UploadContext;
  }
}

export interface ContentPluginOptions {
  storage: StorageConfig;
  maxUploadBytes: number;
  /** How long a request's claim on a resumable upload holds without news (RESUMABLE_UPLOAD_LEASE_SECONDS). */
  uploadLeaseSeconds: number;
  janitor: BlobJanitorConfig;
  /** Replace the configured backend (tests). */
  backend?: BlobStorage;
}

/** Blob storage, multipart uploads, and the blob janitor that clears what crashes and outages leave behind. */
export const contentPlugin = fp<ContentPluginOptions>(
  async (app, options) => {
    const storage = options.backend ?? (await createStorage(options.storage));
    app.decorate('storage', storage);
    app.decorate('contentEvents', new ContentEvents());
    app.decorate('maxUploadBytes', options.maxUploadBytes);
    const record = new DeliveryRecorder(app.db, (error) => app.log.warn({ err: error }, 'delivery record events not written'));
    app.decorate('deliveryRecord', record);
    app.addHook('onClose', () => record.flush());
    app.contentEvents.onListenerError((error) => app.log.error({ err: error }, 'content event listener failed'));
    // The one multipart parser. Material uploads use these limits: one more byte than allowed reaches
    // our counter, which answers 413 and removes the temporary. Small forms pass stricter ones.
    await app.register(multipart, {
      limits: { fileSize: options.maxUploadBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    const uploads: UploadContext = {
      db: app.db,
      storage,
      maxBytes: options.maxUploadBytes,
      expiryMs: options.janitor.uploadExpirySeconds * 1000,
      leaseMs: options.uploadLeaseSeconds * 1000,
      count: (event) => app.metrics.resumableUploads.inc({ event }),
      local: newProcessState(),
    };
    app.decorate('uploads', uploads);
    const janitor = new BlobJanitor(app.db, storage, {
      expireUploads: () => expireUploads(uploads, options.janitor.tempGraceSeconds * 1000),
      graceMs: options.janitor.graceSeconds * 1000,
      tempGraceMs: options.janitor.tempGraceSeconds * 1000,
      intervalMs: options.janitor.intervalSeconds * 1000,
      log: app.log,
    });
    app.decorate('blobJanitor', janitor);
    // In the background: the API starts (and serves everything but files) while the store is away.
    app.addHook('onReady', async () => janitor.start());
    app.addHook('onClose', () => janitor.stop());
    // Notices before and at a material's "use until" (docs/distribution.md), in every API process.
    const sweeper = new ExpirySweeper(
      app.db,
      (notice) => app.contentEvents.emitNotice(notice),
      (error) => app.log.warn({ err: error }, 'expiry sweep failed, retrying at the next interval'),
    );
    app.decorate('expirySweeper', sweeper);
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', () => sweeper.stop());
  },
  { name: 'content', dependencies: ['database', 'metrics'] },
);
