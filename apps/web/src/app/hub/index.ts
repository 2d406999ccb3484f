export { HubProvider } from './HubProvider';
export type { HubStatus } from './hub-connection';
export { useHubEvent, useHubStatus } from './hub-context';
