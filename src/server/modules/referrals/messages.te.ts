import type { Translation } from '../../i18n/catalogue';
import type { REFERRAL_MESSAGES } from './messages';

export const REFERRAL_MESSAGES_TE: Translation<typeof REFERRAL_MESSAGES> = {
  coinNotOnSale: 'ఈ నాణెం అమ్మకంలో లేదు. దయచేసి చూపిన నాణేల్లో ఒకదాన్ని ఎంచుకోండి.',
  priceStale: 'బంగారం ధర అప్‌డేట్ అవుతోంది. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  orderNotFound: 'ఆ ఆర్డర్ మాకు కనబడలేదు.',
  priceMoved: (ants) => `బంగారం ధర మారింది: ఈ నాణెం ఇప్పుడు ${ants} యాంట్స్. దయచేసి ధర చూసి మళ్లీ నిర్ధారించండి.`,
  sameKeyOtherCoin: 'ఈ అభ్యర్థన ఇప్పటికే వేరే ఆర్డర్‌కు ఉపయోగించబడింది.',
};
