import { z } from 'zod';
import { defineEndpoint } from './contract';
import { MESSAGES, multiLine, oneLine, ZEmail } from './fields';
import { CONSOLE_MESSAGES } from './console-messages';

export const ZContactRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, MESSAGES.nameRequired)
      .refine(...oneLine)
      .max(100, MESSAGES.nameTooLong),
    email: ZEmail,
    message: z
      .string()
      .trim()
      .min(1, MESSAGES.messageRequired)
      .refine(...multiLine)
      .max(2000, MESSAGES.messageTooLong),
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

/**
 * Where a message stands on its way to the support chat: queued (not tried yet, or no chat
 * configured), forwarded, or failed (the chat refused it; it is tried again with backoff).
 */
export const CONTACT_FORWARD_STATES = ['queued', 'forwarded', 'failed'] as const;
export type ContactForwardState = (typeof CONTACT_FORWARD_STATES)[number];

/** The console's filter: waiting (not handled yet), handled, or a forwarding state. */
export const CONTACT_MESSAGE_FILTERS = ['waiting', 'handled', ...CONTACT_FORWARD_STATES] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const ZContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  forwardState: z.enum(CONTACT_FORWARD_STATES),
  forwardedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** the operator who marked it handled (their email) */
  handledBy: z.string().nullable(),
  handledNote: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactMessagesQuery = z
  .object({
    state: z.enum(CONTACT_MESSAGE_FILTERS).optional(),
    /** messages older than this id (the previous page's `nextBefore`) */
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();

export const ZContactMessagesPage = z.object({
  messages: z.array(ZContactMessage),
  nextBefore: z.number().int().nullable(),
  /** messages not handled yet, whatever the filter */
  waiting: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof ZContactMessagesPage>;

export const ZMarkHandledRequest = z
  .object({
    note: z
      .string()
      .trim()
      .refine(...multiLine)
      .max(500, CONSOLE_MESSAGES.noteTooLong)
      .optional(),
  })
  .strict();

export const contactAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/messages',
    query: ZContactMessagesQuery,
    response: ZContactMessagesPage,
    summary: 'Operator: contact messages, newest first, with their forwarding state',
    tags: ['admin'],
  }),
  markHandled: defineEndpoint({
    method: 'POST',
    path: '/api/admin/messages/:messageId/handled',
    params: z.object({ messageId: z.coerce.number().int().positive() }).strict(),
    body: ZMarkHandledRequest,
    response: ZContactMessage,
    summary: 'Operator: mark a message handled, with an optional note (audited; once)',
    tags: ['admin'],
  }),
};
