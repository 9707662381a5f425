import { endpoint } from '../../../shared/endpoint.ts';
import { PublicConfigSchema } from '../config.ts';

export const getConfig = endpoint('GET /api/config', 'Public configuration', { answer: PublicConfigSchema });
