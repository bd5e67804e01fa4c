import fp from 'fastify-plugin';
import { announceContentReceived, announceMaterialNotice, announceVersionPublished } from '../services/content/announcements.js';

/** Turns what other services announce into notifications for the people concerned. */
export const announcementsPlugin = fp(
  async (app) => {
    app.contentEvents.onReceived((event) => announceContentReceived(app.db, event));
    app.contentEvents.onVersionPublished((event) => announceVersionPublished(app.db, event));
    app.contentEvents.onNotice((event) => announceMaterialNotice(app.db, event));
  },
  { name: 'announcements', dependencies: ['content', 'realtime'] },
);
