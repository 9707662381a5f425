// The deployment's public settings.
export { getConfig } from './endpoints/get-config.ts';
