import { z } from 'zod';

/** The mails kept in the local outbox of the demo, newest first. */
export const OutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
