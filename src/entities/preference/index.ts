export {
  contentViewChosen,
  navigationToggled,
  preferencesSlice,
  selectContentView,
  selectNavigationCollapsed,
} from './model/slice';
export type { PreferencesState } from './model/slice';
