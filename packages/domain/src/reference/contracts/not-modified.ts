import { z } from 'zod';

/** Every reference list answers 304 when the client already has it (its ETag in If-None-Match). */
export const NotModifiedSchema = z.null().describe('Not modified (If-None-Match)');
