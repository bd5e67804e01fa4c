export { ArchivePage } from './ui/ArchivePage/ArchivePage';
