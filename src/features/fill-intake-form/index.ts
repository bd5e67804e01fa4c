export { FillIntakeForm } from './ui/FillIntakeForm/FillIntakeForm';
export { DraftSaver } from './lib/draft-saver';
export type { SaveState } from './lib/draft-saver';
