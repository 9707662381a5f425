import rateLimit from '@fastify/rate-limit';
import { VIMEO_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '@school/domain/elearning/lessons';
import { MAP_EMBED_ORIGIN } from '@school/domain/internship/stage';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers (with a Content-Security-Policy fit for the SPA) and a global rate limit. The
 * headers are Helmet's, its policy parsed once when the server starts and set on every answer (the
 * Fastify wrapper built the policy again for each request).
 */
export default fp(async (app: FastifyInstance) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // blob: the staff console shows an uploaded PDF (fetched by the page) in its viewer.
        // The two video players e-learning lessons embed (decision 40): their frames only, no scripts.
        // The internship destination's map (decision 47): Google Maps' keyless embed, a frame only.
        frameSrc: ["'self'", 'blob:', YOUTUBE_EMBED_ORIGIN, VIMEO_EMBED_ORIGIN, MAP_EMBED_ORIGIN],
        // E-learning video files: ours, or an https address staff gave (decision 40).
        mediaSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: app.config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.cookieSecure,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
});
