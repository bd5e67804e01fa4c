export { AgentRollup } from './ui/AgentRollup/AgentRollup';
export { ClientHoldings } from './ui/ClientHoldings/ClientHoldings';
export { EngagementSummary } from './ui/EngagementSummary/EngagementSummary';
