import { enhancedApi } from './generated/meeting.gen';

/**
 * The `meeting` tag: create a room, my rooms, one room with my access, move or cancel a room (its host),
 * the ICE servers. The ICE servers
 * carry a short-lived TURN credential: never cached longer than the page that asked.
 */
const meetingApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getMeetingIceServers: { keepUnusedDataFor: 0, providesTags: [] },
  },
});

export const {
  useGenerateMeetingRoomMutation,
  useListMeetingRoomsQuery,
  useGetMeetingRoomQuery,
  useRescheduleMeetingRoomMutation,
  useCancelMeetingRoomMutation,
  useLazyGetMeetingIceServersQuery,
} = meetingApi;

export type { IceServers, MeetingRoom, MeetingRoomDetail } from './generated/meeting.gen';
