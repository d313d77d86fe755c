import type { Translation } from '../../i18n/catalogue';
import type { orderMessages } from './messages';

export const orderMessagesHi: Translation<typeof orderMessages.en> = {
  notCreated: 'यह ऑर्डर नहीं बन सका। कृपया फिर कोशिश करें।',
  notFound: 'वह ऑर्डर हमें नहीं मिला।',
  changed: 'इस बीच यह ऑर्डर बदल गया है। कृपया पेज रीफ़्रेश करें।',
};
