import type { Translation } from '../i18n/catalogue';
import type { httpMessages } from './messages';

export const httpMessagesTe: Translation<typeof httpMessages.en> = {
  signInRequired: 'కొనసాగించడానికి దయచేసి సైన్ ఇన్ చేయండి.',
  notFound: 'కనబడలేదు',
  noSuchMail: 'అలాంటి మెయిల్ లేదు',
  crossSite: 'వేరే సైట్ నుండి వచ్చిన అభ్యర్థనను తిరస్కరించాం',
  invalidValue: 'విలువ సరిగ్గా లేదు',
  invalidRequest: 'అభ్యర్థన సరిగ్గా లేదు',
  tooManyRequests: 'చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. దయచేసి ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.',
  tooLarge: 'ఈ అభ్యర్థన చాలా పెద్దది. మీరు నమోదు చేసినదాన్ని తగ్గించి మళ్లీ ప్రయత్నించండి.',
  internal: 'ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
};
