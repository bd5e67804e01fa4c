export { PageTitleProvider, useStatedPageTitle, useStatePageTitle } from './page-title';
