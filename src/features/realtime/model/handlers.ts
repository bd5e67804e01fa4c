import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { notificationReceived, notificationsMarked } from '@/entities/notification';
import { baseApi } from '@/shared/api';
import { notifyInfo } from '@/shared/ui/toast';
import type { ServerMessage, ServerPayloads, ServerType } from './messages';

export interface HandlerApi {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/** What the browser does with each server message type; a type without a handler is only dispatched. */
export type ServerHandlers = { [K in ServerType]?: (payload: ServerPayloads[K], api: HandlerApi) => void };

/**
 * Notification types that mean something arrived in (or changed on) the member's lists: content sent to
 * them, a new version of a copy they hold, an intake form sent to them, a form they sent signed.
 */
const CONTENT_ARRIVED = new Set([
  'content_received',
  'content_updated',
  'content_withdrawn',
  'content_restored',
  'content_expired',
  'intake_form_sent',
  'intake_form_signed',
]);

/**
 * Notification types that change what a material page shows: a new version, a recall (an open preview
 * closes and says why), a material back in use or expired, a version waiting for or given a decision,
 * a recipient's first open (the Distribution page follows).
 */
const MATERIAL_CHANGED = new Set([
  'content_updated',
  'content_withdrawn',
  'content_restored',
  'content_expired',
  'material_pending',
  'material_approved',
  'material_rejected',
  'content_opened',
]);

/**
 * Notification types that mean a form's state changed for its reviewers: an open review page and the
 * forms lists fetch it again. (Only reviewers get these, so no page where a client is typing refetches.)
 */
const FORM_CHANGED = new Set(['intake_form_signed']);

/** Notification types that change a meeting an invitee sees: an open room page and the lists follow. */
const MEETING_CHANGED = new Set(['meeting.invited', 'meeting.updated', 'meeting.cancelled']);

export const SERVER_HANDLERS: ServerHandlers = {
  // Spec §4: a notification's payload goes to the front of the list (the slice drops a repeat), with a
  // short toast; content that arrived refreshes every content list on screen, and a signed form its
  // review page.
  notification: (payload, { dispatch }) => {
    dispatch(notificationReceived(payload));
    if (CONTENT_ARRIVED.has(payload.type)) dispatch(baseApi.util.invalidateTags(['content', 'folder']));
    if (FORM_CHANGED.has(payload.type)) dispatch(baseApi.util.invalidateTags(['intake-form']));
    if (MEETING_CHANGED.has(payload.type)) dispatch(baseApi.util.invalidateTags(['meeting']));
    // A copy's new version, a recall, an expiry: an open review page (and the approvers' queue) follows at once.
    if (MATERIAL_CHANGED.has(payload.type)) dispatch(baseApi.util.invalidateTags(['material']));
    if (!payload.read) notifyInfo(payload.body, payload.title);
  },
  // Marked read or unread in another tab: the bell and the lists follow.
  notifications_read: (payload, { dispatch }) => {
    dispatch(notificationsMarked(payload));
    dispatch(baseApi.util.invalidateTags(['notification']));
  },
};

export function handleServerMessage(message: ServerMessage, api: HandlerApi, handlers: ServerHandlers = SERVER_HANDLERS): void {
  const handler = handlers[message.type] as ((payload: ServerMessage['payload'], api: HandlerApi) => void) | undefined;
  handler?.(message.payload, api);
}

/** Back to the tab or the network: content lists are fetched again (live updates may have been missed). */
export function refreshOnReturn({ dispatch }: HandlerApi): void {
  const refresh = () => {
    if (document.visibilityState === 'visible') dispatch(baseApi.util.invalidateTags(['content', 'folder']));
  };
  document.addEventListener('visibilitychange', refresh);
  window.addEventListener('online', refresh);
}
