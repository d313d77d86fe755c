import type { Translation } from '../../i18n/catalogue';
import type { paymentMessages } from './messages';

export const paymentMessagesTe: Translation<typeof paymentMessages.en> = {
  gatewayUnavailable:
    'పేమెంట్ గేట్‌వేను చేరుకోలేకపోయాం, మీ నుండి డబ్బు తీసుకోలేదు. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.',
  amountTooSmall: 'చెల్లించాల్సిన మొత్తం కనీసం ₹1.00 ఉండాలి.',
  invalidCallback: 'కాల్‌బ్యాక్ సంతకం చెల్లదు.',
  invalidCallbackBody: 'ఈ కాల్‌బ్యాక్ PhonePe కాల్‌బ్యాక్ కాదు.',
  notFound: 'చెల్లింపు కనబడలేదు.',
  refundPending: 'ఈ చెల్లింపు ఇంకా పూర్తి కాలేదు, కాబట్టి రీఫండ్ చేయలేం.',
  refundAmount: 'రీఫండ్ ₹1.00 మరియు చెల్లించిన మొత్తం మధ్య ఉండాలి.',
  refundOnlyMismatch:
    'అడిగిన మొత్తం కాకుండా వేరే మొత్తంతో జరిగిన చెల్లింపుకు (AMOUNT_MISMATCH) మాత్రమే ఇక్కడి నుండి రీఫండ్ అవుతుంది.',
};
