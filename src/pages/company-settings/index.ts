export { CompanySettingsPage } from './ui/CompanySettingsPage/CompanySettingsPage';
