import fp from 'fastify-plugin';
import { migrateLegacyImages, type LegacyImagesResult } from '../services/images/legacy-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once the avatars and logos of earlier versions are in the blob store (null: closed first). */
    legacyImages: Promise<LegacyImagesResult | null>;
  }
}

export interface ImagesPluginOptions {
  dataDir: string;
  /** Time between two attempts while the database or the store is away. */
  retryMs: number;
}

/**
 * Moves avatars and logos that earlier versions kept as files in DATA_DIR into the blob store, in the
 * background after start (the API serves meanwhile, as it does while the store is away), retried until
 * it succeeds. See services/images/legacy-files.ts.
 */
export const imagesPlugin = fp<ImagesPluginOptions>(
  async (app, options) => {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let settle!: (result: LegacyImagesResult | null) => void;
    app.decorate(
      'legacyImages',
      new Promise<LegacyImagesResult | null>((resolve) => {
        settle = resolve;
      }),
    );
    const attempt = async (): Promise<void> => {
      try {
        const result = await migrateLegacyImages(app, options.dataDir);
        if (result.migrated + result.left > 0) app.log.info({ ...result }, 'avatars and logos moved into the blob store');
        settle(result);
      } catch (error) {
        app.log.warn({ err: error }, 'moving avatars and logos into the blob store failed; retrying');
        if (stopped) return;
        timer = setTimeout(() => {
          running = attempt();
        }, options.retryMs);
        timer.unref();
      }
    };
    app.addHook('onReady', async () => {
      running = attempt();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      settle(null);
    });
  },
  { name: 'images', dependencies: ['database', 'content'] },
);
