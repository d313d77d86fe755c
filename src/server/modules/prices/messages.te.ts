import type { Translation } from '../../i18n/catalogue';
import type { priceMessages } from './messages';

export const priceMessagesTe: Translation<typeof priceMessages.en> = {
  unavailable: 'ప్రస్తుతం బంగారం ధర అందుబాటులో లేదు. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  notPositive: 'బంగారం ధర పైసల్లో ధనాత్మక మొత్తం అయి ఉండాలి',
  outOfRange: (min, max) => `ధర గ్రాముకు ${min} మరియు ${max} మధ్య ఉండాలి`,
  noFeed: 'ఏ ధర ఫీడ్ సెట్ చేయలేదు (PRICE_SOURCE=manual): ధరను ఎప్పుడూ చేతితోనే పెడతారు.',
  alreadyFeed: 'ధర ఇప్పటికే ఫీడ్ నుండి వస్తోంది.',
  feedFailed:
    'ధర ఫీడ్ ఇప్పుడు ఉపయోగపడే ధర ఇవ్వలేదు, కాబట్టి మీరు పెట్టిన ధరే ఉంటుంది. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
};
