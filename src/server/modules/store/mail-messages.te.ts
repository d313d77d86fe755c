import type { Translation } from '../../i18n/catalogue';
import type { storeMessages } from './messages';

/** The store's mails in Telugu (docs/glossary.md). */
export const storeMailTe: Translation<typeof storeMessages.mail> = {
  stateSubject: (orderId, state) => `ఆర్డర్ ${orderId}: ${state}`,
  stateNow: (orderId, orderlist, state) =>
    `మీ ఆర్డర్ ${orderId} (${orderlist}) ఇప్పుడు ఈ స్థితిలో ఉంది: ${state}.`,
  tracking: (courier, trackingNumber) => `కొరియర్: ${courier}. ట్రాకింగ్ నంబర్: ${trackingNumber}.`,
  utrReceived: (utr) => `మీ UPI ట్రాన్సాక్షన్ ID ${utr} మాకు అందింది. దాన్ని సరిచూసిన తర్వాత మీ చెల్లింపును నిర్ధారిస్తాం.`,
  collect: (address) =>
    `మా స్టోర్‌లో తీసుకోండి: ${address}. ఒక ఫోటో ID తీసుకురండి (పాస్‌పోర్ట్, పాన్ కార్డ్, డ్రైవింగ్ లైసెన్స్, ఓటర్ ID లేదా ఆధార్ కార్డ్).`,
  viewOrder: 'మీ ఆర్డర్ చూడండి',
  stateOutro: 'ఏదైనా తప్పుగా అనిపిస్తే ఈ మెయిల్‌కు జవాబు ఇవ్వండి లేదా మమ్మల్ని సంప్రదించండి.',
  receiptSubject: (amount, orderlist) => `చెల్లింపు అందింది: ${orderlist} కోసం ${amount}`,
  received: (amount, orderlist, transactionId, invoiceNo) =>
    `${orderlist} కోసం మీ ${amount} చెల్లింపు మాకు అందింది (లావాదేవీ ${transactionId}). మీ పన్ను ఇన్‌వాయిస్ ${invoiceNo}.`,
  pickupNext: (address) =>
    `మీ నగెట్‌ను మా హైదరాబాద్ స్టోర్‌లో తీసుకోవచ్చు: ${address}. అది సిద్ధమైనప్పుడు మీకు మెయిల్ చేస్తాం.`,
  deliveryNext: (days) => `మీ ఆర్డర్ షిప్ అయినప్పుడు మీకు మెయిల్ చేస్తాం. డెలివరీకి ${days} రోజులు పడుతుంది.`,
  cashback: (ants) => `${ants} యాంట్స్ క్యాష్‌బ్యాక్ మీ ఖాతాలో జమ అయ్యాయి.`,
  viewInvoice: 'ఇన్‌వాయిస్ చూడండి',
  keep: 'ఈ మెయిల్‌ను మీ రికార్డుల కోసం దాచుకోండి.',
};
