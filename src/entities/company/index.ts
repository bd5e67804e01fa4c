export { CompanyLogo } from './ui/CompanyLogo/CompanyLogo';
export type { CompanyLogoProps } from './ui/CompanyLogo/CompanyLogo';
