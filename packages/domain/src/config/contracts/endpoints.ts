import { endpoint } from '../../shared/endpoint.ts';
import { PublicConfigSchema } from './config.ts';

/** The deployment's public settings. */
export const configApi = {
  getConfig: endpoint('GET /api/config', 'Public configuration', { answer: PublicConfigSchema }),
};
