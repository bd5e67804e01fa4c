export { ProfileSettingsPage } from './ui/ProfileSettingsPage/ProfileSettingsPage';
