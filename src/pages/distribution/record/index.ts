export { DistributionPage } from './ui/DistributionPage/DistributionPage';
