export { contentPaths, formReviewPath, itemPath, materialsPath } from './config/paths';
export { previewKind } from './lib/preview-kind';
export type { PreviewKind } from './lib/preview-kind';
export { isSelectable, selectionBody, selectionCount, selectionOf, singleMaterial } from './model/selection';
export type { ContentSelection } from './model/selection';
export { ContentTypeIcon, contentSizeLabel, contentTypeLabel } from './ui/ContentTypeIcon/ContentTypeIcon';
export { ContentThumbnail } from './ui/ContentThumbnail/ContentThumbnail';
export { lifecycleChips } from './lib/lifecycle-chips';
