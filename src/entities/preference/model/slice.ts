import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How a person likes the interface; kept across reloads by redux-persist. */
export interface PreferencesState {
  navigationCollapsed: boolean;
  contentView: 'list' | 'grid';
}

const initialState: PreferencesState = { navigationCollapsed: false, contentView: 'list' };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    navigationToggled(state) {
      state.navigationCollapsed = !state.navigationCollapsed;
    },
    contentViewChosen(state, action: PayloadAction<PreferencesState['contentView']>) {
      state.contentView = action.payload;
    },
  },
  selectors: {
    selectNavigationCollapsed: (state) => state.navigationCollapsed,
    selectContentView: (state) => state.contentView,
  },
});

export const { navigationToggled, contentViewChosen } = preferencesSlice.actions;
export const { selectNavigationCollapsed, selectContentView } = preferencesSlice.selectors;
