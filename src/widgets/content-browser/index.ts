export { ContentList } from './ui/ContentList/ContentList';
export type { ContentListProps } from './ui/ContentList/ContentList';
export { SelectionBar } from './ui/SelectionBar/SelectionBar';
export type { SelectionAction, SelectionBarProps } from './ui/SelectionBar/SelectionBar';
export { ContentBrowser } from './ui/ContentBrowser/ContentBrowser';
export type { ContentBrowserProps } from './ui/ContentBrowser/ContentBrowser';
export { prefetchListing } from './model/prefetch';
export type { PrefetchListingOptions } from './model/prefetch';
