import { defineMessages } from '../../lib/i18n';

/** The console's Messages section: what visitors sent through the contact form. */
export const inboxMessages = defineMessages(
  {
    en: {
      title: 'Messages',
      intro:
        'What visitors sent through the contact form, newest first. Each is stored, then forwarded to the support chat (retried until it is taken). Mark a message handled once it has been answered.',
      filterLabel: 'Show messages',
      filterAll: 'All',
      filterWaiting: 'Waiting',
      filterHandled: 'Handled',
      filterQueued: 'Queued',
      filterForwarded: 'Forwarded',
      filterFailed: 'Failed',
      waitingCount: '{n} waiting',
      empty: 'No messages here.',
      more: 'Older messages',
      received: 'Received {when}',
      forwardQueued: 'Queued for the chat',
      forwardForwarded: 'Forwarded to the chat {when}',
      forwardFailed: 'The chat refused it: retried automatically',
      attempts: 'Attempts: {n}',
      lastError: 'Last error: {error}',
      handled: 'Handled {when} by {who}',
      handledNote: 'Note: {note}',
      noteLabel: 'Note (optional, kept in the audit log)',
      markHandled: 'Mark handled',
      marking: 'Saving…',
    },
  },
  { te: () => import('./contact-messages.te'), hi: () => import('./contact-messages.hi') },
);
