import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.ts';
import configRoutes from './config/config.routes.ts';
import healthRoutes from './health/health.routes.ts';
import mailRoutes from './mail/mail.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import profileRoutes from './profile/profile.routes.ts';

/** The one list of feature modules and their URL prefixes. */
export const modules: ReadonlyArray<{ plugin: FastifyPluginAsync; prefix: string }> = [
  { plugin: healthRoutes, prefix: '/api' },
  { plugin: configRoutes, prefix: '/api' },
  { plugin: authRoutes, prefix: '/api' },
  { plugin: profileRoutes, prefix: '/api' },
  { plugin: notificationsRoutes, prefix: '/api' },
  { plugin: mailRoutes, prefix: '/api' },
];
