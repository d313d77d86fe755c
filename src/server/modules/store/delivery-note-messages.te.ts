import type { Translation } from '../../i18n/catalogue';
import type { DELIVERY_NOTE_MESSAGES } from './messages';

/** The delivery note in Telugu (printed beside the English; docs/glossary.md). */
export const deliveryNoteTe: Translation<typeof DELIVERY_NOTE_MESSAGES> = {
  title: (orderId) => `డెలివరీ నోట్ ${orderId}`,
  heading: 'డెలివరీ నోట్',
  notInvoice: 'ఇది పన్ను ఇన్‌వాయిస్ కాదు',
  gstin: (gstin) => `GSTIN: ${gstin}`,
  order: (orderId) => `ఆర్డర్: ${orderId}`,
  date: (date) => `    తేదీ: ${date}`,
  type: (shortName, status) => `రకం: ${shortName}    స్థితి: ${status}`,
  deliverTo: 'అందజేయవలసినది',
  goods: 'సరుకు',
  goodsLine: (quantity, title, grams) =>
    `${quantity} x ${title}, 24K బంగారం, ${grams} గ్రా (HSN 7108)`,
  paidWithAnts: (ants) =>
    `${ants} యాంట్స్‌తో చెల్లించారు (రిఫరల్ పాయింట్లు, 1 యాంట్ = Rs 1). ఈ ఆర్డర్‌కు డబ్బు వసూలు చేయలేదు.`,
  madeFromGold: (grams) =>
    `కస్టమర్ దాచుకున్న ${grams} గ్రా డిజిటల్ గోల్డ్‌తో చేసినది, ఆ బంగారం కొన్నప్పుడే దానికి ఇన్‌వాయిస్ ఇచ్చాం. ఈ మార్పుకు డబ్బు వసూలు చేయలేదు.`,
  delivery: (days) =>
    `డెలివరీకి ${days} రోజులు పడుతుంది. అందుకునేవారు ఒక ఫోటో ID చూపించాలి (పాస్‌పోర్ట్, పాన్ కార్డ్, డ్రైవింగ్ లైసెన్స్, ఓటర్ ID లేదా ఆధార్ కార్డ్). పాడైతే డెలివరీ అయిన 24 గంటల్లోపు తెలియజేయండి.`,
  received: 'పైన చెప్పిన సరుకు మంచి స్థితిలో అందింది.',
  signature: 'అందుకున్నవారి సంతకం: ______________________    తేదీ: ____________',
  footer: 'ఇది కంప్యూటర్ ద్వారా తయారైన పత్రం.',
};
