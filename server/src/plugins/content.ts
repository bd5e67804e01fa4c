import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { StorageConfig } from '../config.js';
import { sweepStorage } from '../services/content/blobs.js';
import { ContentEvents } from '../services/content/events.js';
import { createStorage, type BlobStorage } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: BlobStorage;
    /** Content announcements (e.g. content received) for notifications to subscribe to. */
    contentEvents: ContentEvents;
    maxUploadBytes: number;
  }
}

export interface ContentPluginOptions {
  storage: StorageConfig;
  maxUploadBytes: number;
  /** Replace the configured backend (tests). */
  backend?: BlobStorage;
}

/** Blob storage, multipart uploads, and the start-up sweep that clears what a crash left behind. */
export const contentPlugin = fp<ContentPluginOptions>(
  async (app, options) => {
    const storage = options.backend ?? (await createStorage(options.storage));
    app.decorate('storage', storage);
    app.decorate('contentEvents', new ContentEvents());
    app.decorate('maxUploadBytes', options.maxUploadBytes);
    app.contentEvents.onListenerError((error) => app.log.error({ err: error }, 'content event listener failed'));
    // The one multipart parser. Material uploads use these limits: one more byte than allowed reaches
    // our counter, which answers 413 and removes the temporary. Small forms pass stricter ones.
    await app.register(multipart, {
      limits: { fileSize: options.maxUploadBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    app.addHook('onReady', async () => {
      await sweepStorage(app.db, storage);
    });
  },
  { name: 'content', dependencies: ['database'] },
);
