export { createIcon } from './create-icon';
export type { IconComponent, IconProps } from './create-icon';
export {
  ArchiveIcon,
  ArrowLeftIcon,
  BellIcon,
  BriefcaseIcon,
  ChevronDownIcon,
  CloseIcon,
  CodeIcon,
  FileTextIcon,
  FolderIcon,
  InboxIcon,
  LayersIcon,
  LogOutIcon,
  MailIcon,
  MenuIcon,
  SearchIcon,
  SettingsIcon,
  UserCheckIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from './icons';
