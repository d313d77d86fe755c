import type { Translation } from '../../i18n/catalogue';
import type { LIMIT_MESSAGES } from './messages';

export const LIMIT_MESSAGES_TE: Translation<typeof LIMIT_MESSAGES> = {
  tooManyOrders: 'ఒక నిమిషంలో చాలా ఎక్కువ ఆర్డర్లు. దయచేసి ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.',
};
