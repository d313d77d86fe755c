import type { Translation } from '../../i18n/catalogue';
import type { LIMIT_MESSAGES } from './messages';

export const LIMIT_MESSAGES_HI: Translation<typeof LIMIT_MESSAGES> = {
  tooManyOrders: 'एक मिनट में बहुत ज़्यादा ऑर्डर। कृपया एक मिनट रुककर फिर कोशिश करें।',
};
