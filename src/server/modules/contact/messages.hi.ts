import type { Translation } from '../../i18n/catalogue';
import type { ContactRefusals } from './messages';

/** The contact messages' refusals in Hindi (the console's messages page; docs/glossary.md). */
export const contactMessagesHi: Translation<ContactRefusals> = {
  messageNotFound: 'यह संदेश मौजूद नहीं है।',
};
