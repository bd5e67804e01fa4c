export { MemberMaterialsPage } from './ui/MemberMaterialsPage/MemberMaterialsPage';
export type { MemberMaterialsPageProps } from './ui/MemberMaterialsPage/MemberMaterialsPage';
