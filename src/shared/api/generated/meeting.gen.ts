import { baseApi as api } from "../baseApi";
export const addTagTypes = ["meeting"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      generateMeetingRoom: build.mutation<
        GenerateMeetingRoomApiResponse,
        GenerateMeetingRoomApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/meeting/room/generate`,
          method: "POST",
          body: queryArg.meetingRoomCreate,
        }),
        invalidatesTags: ["meeting"],
      }),
      listMeetingRooms: build.query<
        ListMeetingRoomsApiResponse,
        ListMeetingRoomsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/meeting/room/`,
          params: {
            scope: queryArg.scope,
          },
        }),
        providesTags: ["meeting"],
      }),
      getMeetingRoom: build.query<
        GetMeetingRoomApiResponse,
        GetMeetingRoomApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/meeting/room/${queryArg.room}`,
        }),
        providesTags: ["meeting"],
      }),
      rescheduleMeetingRoom: build.mutation<
        RescheduleMeetingRoomApiResponse,
        RescheduleMeetingRoomApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/meeting/room/${queryArg.room}`,
          method: "PATCH",
          body: queryArg.meetingRoomReschedule,
        }),
        invalidatesTags: ["meeting"],
      }),
      cancelMeetingRoom: build.mutation<
        CancelMeetingRoomApiResponse,
        CancelMeetingRoomApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/meeting/room/${queryArg.room}/cancel`,
          method: "POST",
        }),
        invalidatesTags: ["meeting"],
      }),
      getMeetingIceServers: build.query<
        GetMeetingIceServersApiResponse,
        GetMeetingIceServersApiArg
      >({
        query: () => ({ url: `/api/frontend/meeting/ice-servers` }),
        providesTags: ["meeting"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type GenerateMeetingRoomApiResponse =
  /** status 201 Default Response */ MeetingRoom;
export type GenerateMeetingRoomApiArg = {
  meetingRoomCreate: {
    /** Plain text, one line. */
    title: string;
    /** Membership ids; each must be someone the host may invite to a meeting. */
    invitees: string[];
    /** When the meeting starts: not passed, at most a year ahead. Without it, a new room starts now. */
    startsAt?: string;
  };
};
export type ListMeetingRoomsApiResponse =
  /** status 200 Default Response */ MeetingRoomList;
export type ListMeetingRoomsApiArg = {
  scope?: "upcoming" | "recent";
};
export type GetMeetingRoomApiResponse =
  /** status 200 Default Response */ MeetingRoomDetail;
export type GetMeetingRoomApiArg = {
  room: string;
};
export type RescheduleMeetingRoomApiResponse =
  /** status 200 Default Response */ MeetingRoomDetail;
export type RescheduleMeetingRoomApiArg = {
  room: string;
  meetingRoomReschedule: {
    /** When the meeting starts: not passed, at most a year ahead. Without it, a new room starts now. */
    startsAt: string;
  };
};
export type CancelMeetingRoomApiResponse =
  /** status 200 Default Response */ MeetingRoomDetail;
export type CancelMeetingRoomApiArg = {
  room: string;
};
export type GetMeetingIceServersApiResponse =
  /** status 200 Default Response */ IceServers;
export type GetMeetingIceServersApiArg = void;
export type Role = "admin" | "marketer" | "agent" | "client";
export type MeetingRoom = {
  /** 128 random bits, base64url. */
  id: string;
  title: string;
  host: {
    id: string;
    fullName: string;
  };
  invitees: {
    id: string;
    fullName: string;
    role: Role;
  }[];
  createdAt: string;
  /** When the meeting starts (UTC); the host can move it. */
  startsAt: string;
  /** When the host cancelled it (no one can join it any more), or null. */
  cancelledAt: string | null;
  /** The room page in the app: /meeting/<id>. */
  link: string;
  /** At most this many people in the room at once (6). */
  capacity: number;
};
export type ApiError = {
  /** A sentence the person can act on. */
  detail: string;
  /** Problems with single fields, when there are any. */
  errors?: {
    field: string;
    message: string;
  }[];
};
export type MeetingRoomList = {
  items: MeetingRoom[];
};
export type MeetingRoomDetail = {
  /** 128 random bits, base64url. */
  id: string;
  title: string;
  host: {
    id: string;
    fullName: string;
  };
  invitees: {
    id: string;
    fullName: string;
    role: Role;
  }[];
  createdAt: string;
  /** When the meeting starts (UTC); the host can move it. */
  startsAt: string;
  /** When the host cancelled it (no one can join it any more), or null. */
  cancelledAt: string | null;
  /** The room page in the app: /meeting/<id>. */
  link: string;
  /** At most this many people in the room at once (6). */
  capacity: number;
  /** host or invited: may join; lobby: a member of the same company who may knock and wait for the host. */
  access: "host" | "invited" | "lobby";
};
export type IceServers = {
  iceServers: {
    urls: string[];
    username?: string;
    credential?: string;
  }[];
  /** When the TURN credential stops working: the expiry in its username. */
  expiresAt: string;
  /** How many seconds from this answer the credential works (MEETING_TURN_TTL_SECONDS); ask again before then. */
  ttlSeconds: number;
};
export const {
  useGenerateMeetingRoomMutation,
  useListMeetingRoomsQuery,
  useLazyListMeetingRoomsQuery,
  useGetMeetingRoomQuery,
  useLazyGetMeetingRoomQuery,
  useRescheduleMeetingRoomMutation,
  useCancelMeetingRoomMutation,
  useGetMeetingIceServersQuery,
  useLazyGetMeetingIceServersQuery,
} = injectedRtkApi;
