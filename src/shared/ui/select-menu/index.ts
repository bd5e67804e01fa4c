export { SelectMenu } from './SelectMenu';
export type { SelectMenuOption, SelectMenuProps } from './SelectMenu';
export { SELECT_MENU_TEXTS } from './texts';
