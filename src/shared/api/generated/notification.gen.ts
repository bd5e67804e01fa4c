import { baseApi as api } from "../baseApi";
export const addTagTypes = ["notification"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listNotifications: build.query<
        ListNotificationsApiResponse,
        ListNotificationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/notification/`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["notification"],
      }),
      updateNotification: build.mutation<
        UpdateNotificationApiResponse,
        UpdateNotificationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/notification/${queryArg.id}`,
          method: "PUT",
          body: queryArg.notificationUpdate,
        }),
        invalidatesTags: ["notification"],
      }),
      markAllNotificationsRead: build.mutation<
        MarkAllNotificationsReadApiResponse,
        MarkAllNotificationsReadApiArg
      >({
        query: () => ({
          url: `/api/frontend/notification/read-all`,
          method: "POST",
        }),
        invalidatesTags: ["notification"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListNotificationsApiResponse =
  /** status 200 Default Response */ NotificationPage;
export type ListNotificationsApiArg = {
  page?: number;
  size?: number;
};
export type UpdateNotificationApiResponse =
  /** status 200 Default Response */ NotificationItem;
export type UpdateNotificationApiArg = {
  id: string;
  notificationUpdate: {
    read: boolean;
  };
};
export type MarkAllNotificationsReadApiResponse =
  /** status 200 Default Response */ {
    /** How many were marked read. */
    updated: number;
  };
export type MarkAllNotificationsReadApiArg = void;
export type NotificationItem = {
  id: string;
  /** What happened, e.g. invitation_accepted, content_received. */
  type: string;
  title: string;
  body: string;
  /** Where in the app it leads, if anywhere. */
  link: string | null;
  read: boolean;
  created_at: string;
};
export type NotificationPage = {
  items: NotificationItem[];
  total: number;
  page: number;
  size: number;
  pages: number;
  /** Unread notifications of the member, over all pages. */
  unread: number;
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
export const {
  useListNotificationsQuery,
  useLazyListNotificationsQuery,
  useUpdateNotificationMutation,
  useMarkAllNotificationsReadMutation,
} = injectedRtkApi;
