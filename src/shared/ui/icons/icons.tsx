import { createIcon } from './create-icon';

export const MenuIcon = /* @__PURE__ */ createIcon('Menu', <path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = /* @__PURE__ */ createIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon('ArrowLeft', <path d="M19 12H5m7 7-7-7 7-7" />);
export const SearchIcon = /* @__PURE__ */ createIcon('Search', <><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);

export const UsersIcon = /* @__PURE__ */ createIcon(
  'Users',
  <><path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" /><circle cx="9" cy="7" r="4" /><path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" /></>,
);
export const UserCheckIcon = /* @__PURE__ */ createIcon(
  'UserCheck',
  <><path d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" /><circle cx="8.5" cy="7" r="4" /><path d="m17 11 2 2 4-4" /></>,
);
export const UserIcon = /* @__PURE__ */ createIcon('User', <><path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" /><circle cx="12" cy="7" r="4" /></>);
export const FolderIcon = /* @__PURE__ */ createIcon(
  'Folder',
  <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />,
);
export const ArchiveIcon = /* @__PURE__ */ createIcon('Archive', <><path d="M21 8v13H3V8" /><rect x="1" y="3" width="22" height="5" rx="1" /><path d="M10 12h4" /></>);
export const VideoIcon = /* @__PURE__ */ createIcon('Video', <><path d="m23 7-7 5 7 5z" /><rect x="1" y="5" width="15" height="14" rx="2" /></>);
export const BellIcon = /* @__PURE__ */ createIcon('Bell', <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />);
export const BriefcaseIcon = /* @__PURE__ */ createIcon(
  'Briefcase',
  <><rect x="2" y="7" width="20" height="14" rx="2" /><path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" /></>,
);
export const SettingsIcon = /* @__PURE__ */ createIcon(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 0 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 0 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 0 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 0 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 0 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 0 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 0 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 0 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
  </>,
);
export const LogOutIcon = /* @__PURE__ */ createIcon('LogOut', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />);
export const InboxIcon = /* @__PURE__ */ createIcon(
  'Inbox',
  <path d="M22 12h-6l-2 3h-4l-2-3H2m3.45-6.89L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />,
);
export const FileTextIcon = /* @__PURE__ */ createIcon(
  'FileText',
  <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm0 0v6h6m-4 5H8m8 4H8m2-8H8" />,
);
export const MailIcon = /* @__PURE__ */ createIcon(
  'Mail',
  <><rect x="2" y="4" width="20" height="16" rx="2" /><path d="m22 6-10 7L2 6" /></>,
);
export const LayersIcon = /* @__PURE__ */ createIcon('Layers', <path d="M12 2 2 7l10 5 10-5zM2 17l10 5 10-5M2 12l10 5 10-5" />);
export const CodeIcon = /* @__PURE__ */ createIcon('Code', <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />);
export const AlertCircleIcon = /* @__PURE__ */ createIcon('AlertCircle', <><circle cx="12" cy="12" r="10" /><path d="M12 8v4m0 4h.01" /></>);

export const UploadIcon = /* @__PURE__ */ createIcon('Upload', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4m14-7-5-5-5 5m5-5v12" />);
export const DownloadIcon = /* @__PURE__ */ createIcon('Download', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4m4-5 5 5 5-5m-5 5V3" />);
export const SendIcon = /* @__PURE__ */ createIcon('Send', <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />);
export const TrashIcon = /* @__PURE__ */ createIcon('Trash', <path d="M3 6h18m-2 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6m3 0V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />);
export const CopyIcon = /* @__PURE__ */ createIcon('Copy', <><rect x="9" y="9" width="13" height="13" rx="2" /><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" /></>);
export const MoveIcon = /* @__PURE__ */ createIcon('Move', <path d="M5 9l-3 3 3 3M9 5l3-3 3 3M15 19l-3 3-3-3M19 9l3 3-3 3M2 12h20M12 2v20" />);
export const EditIcon = /* @__PURE__ */ createIcon('Edit', <path d="M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />);
export const FolderPlusIcon = /* @__PURE__ */ createIcon(
  'FolderPlus',
  <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2zM12 11v6m-3-3h6" />,
);
export const ListIcon = /* @__PURE__ */ createIcon('List', <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const GridIcon = /* @__PURE__ */ createIcon('Grid', <><rect x="3" y="3" width="7" height="7" /><rect x="14" y="3" width="7" height="7" /><rect x="14" y="14" width="7" height="7" /><rect x="3" y="14" width="7" height="7" /></>);
