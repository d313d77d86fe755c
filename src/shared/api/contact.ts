import { z } from 'zod';
import { defineEndpoint } from './contract';
import { multiLine, oneLine, ZEmail } from './fields';

export const ZContactRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .refine(...oneLine)
      .max(100, 'Name must be at most 100 characters'),
    email: ZEmail,
    message: z
      .string()
      .trim()
      .min(1, 'Message is required')
      .refine(...multiLine)
      .max(2000, 'Message must be at most 2000 characters'),
  })
  .strict();

export type ContactRequest = z.infer<typeof ZContactRequest>;

export const contactApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact/messages',
    body: ZContactRequest,
    response: z.object({ id: z.number().int() }),
    status: 201,
    summary: 'Store a contact message; it is forwarded to the support chat by a retrying job',
    tags: ['contact'],
  }),
};
