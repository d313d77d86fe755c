import type { Translation } from '../../i18n/catalogue';
import type { ContactRefusals } from './messages';

/** The contact messages' refusals in Telugu (the console's messages page; docs/glossary.md). */
export const contactMessagesTe: Translation<ContactRefusals> = {
  messageNotFound: 'ఈ సందేశం లేదు.',
};
