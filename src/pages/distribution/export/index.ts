export { DistributionExportPage } from './ui/DistributionExportPage/DistributionExportPage';
