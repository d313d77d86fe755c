import type { CONSOLE_MESSAGES } from './console-messages';
import type { QUICK_BUY_MESSAGES } from './digital-gold';
import type { MESSAGES } from './fields';
import type { STORE_MESSAGES } from './store';
import type { VALIDATION_MESSAGES } from './validation-messages';

// The shared form checks' sentences in Telugu (decision 013; docs/glossary.md). A plain object
// type here (not the server's Translation) keeps this file free of server code.

export const VALIDATION_MESSAGES_TE: {
  [K in keyof typeof VALIDATION_MESSAGES]: (typeof VALIDATION_MESSAGES)[K] extends string
    ? string
    : (n: number) => string;
} = {
  required: 'దయచేసి ఈ ఫీల్డ్‌ను నింపండి.',
  invalid: 'దయచేసి ఈ విలువను సరిచూడండి.',
  wrongType: 'దయచేసి సరైన విలువను నమోదు చేయండి.',
  tooShort: (min) => `దయచేసి కనీసం ${min} అక్షరాలు నమోదు చేయండి.`,
  tooLong: (max) => `దయచేసి ${max} అక్షరాలకు మించకుండా నమోదు చేయండి.`,
  atLeast: (min) => `దయచేసి ${min} లేదా అంతకంటే ఎక్కువ నమోదు చేయండి.`,
  moreThan: (min) => `దయచేసి ${min} కంటే ఎక్కువ నమోదు చేయండి.`,
  atMost: (max) => `దయచేసి ${max} లేదా అంతకంటే తక్కువ నమోదు చేయండి.`,
  lessThan: (max) => `దయచేసి ${max} కంటే తక్కువ నమోదు చేయండి.`,
  chooseAtLeast: (min) => `దయచేసి కనీసం ${min} ఎంచుకోండి.`,
  chooseAtMost: (max) => `దయచేసి ${max} కి మించకుండా ఎంచుకోండి.`,
  wholeNumber: 'దయచేసి పూర్ణ సంఖ్యను నమోదు చేయండి.',
  multipleOf: (n) => `దయచేసి ${n} యొక్క గుణిజాన్ని నమోదు చేయండి.`,
  email: 'దయచేసి సరైన ఈమెయిల్ చిరునామాను నమోదు చేయండి',
  date: 'దయచేసి సరైన తేదీని నమోదు చేయండి.',
  format: 'దయచేసి ఈ ఫీల్డ్ ఫార్మాట్‌ను సరిచూడండి.',
  choose: 'దయచేసి ఇచ్చిన ఎంపికల్లో ఒకదాన్ని ఎంచుకోండి.',
  unknownField: 'ఈ ఫారం పంపకూడని ఒక ఫీల్డ్‌ను పంపింది. దయచేసి పేజీని మళ్లీ లోడ్ చేసి ప్రయత్నించండి.',
};

export const FIELD_MESSAGES_TE: { [K in keyof typeof MESSAGES]: string } = {
  firstNameRequired: 'మొదటి పేరు తప్పనిసరి',
  firstNameLetters: 'మొదటి పేరులో ఇంగ్లీష్ అక్షరాలు మాత్రమే ఉండాలి',
  firstNameTooLong: 'మొదటి పేరు 50 అక్షరాలకు మించకూడదు',
  lastNameRequired: 'ఇంటి పేరు తప్పనిసరి',
  lastNameLetters: 'ఇంటి పేరులో ఇంగ్లీష్ అక్షరాలు మాత్రమే ఉండాలి',
  lastNameTooLong: 'ఇంటి పేరు 50 అక్షరాలకు మించకూడదు',
  emailRequired: 'ఈమెయిల్ తప్పనిసరి',
  emailInvalid: 'దయచేసి సరైన ఈమెయిల్ చిరునామాను నమోదు చేయండి',
  emailMixedScripts:
    'దయచేసి మీ ఈమెయిల్ చిరునామాను ఒకే లిపిలో రాయండి: ఇందులో వేర్వేరు లిపుల అక్షరాలు కలిసి ఉన్నాయి (ఉదాహరణకు లాటిన్ అక్షరాల మధ్య ఒక సిరిలిక్ а).',
  phoneRequired: 'ఫోన్ నంబర్ తప్పనిసరి',
  phoneInvalid: 'ఫోన్ నంబర్ సరిగ్గా 10 అంకెలు ఉండాలి, 6, 7, 8 లేదా 9 తో మొదలవ్వాలి',
  passwordRequired: 'పాస్‌వర్డ్ తప్పనిసరి',
  passwordRule:
    'పాస్‌వర్డ్ కనీసం 8 అక్షరాలు ఉండాలి, అందులో కనీసం ఒక పెద్ద అక్షరం, ఒక చిన్న అక్షరం, ఒక అంకె, ఒక ప్రత్యేక గుర్తు ఉండాలి',
  passwordTooLong: 'పాస్‌వర్డ్ 128 అక్షరాలకు మించకూడదు',
  addressRequired: 'చిరునామా తప్పనిసరి',
  addressTooLong: 'చిరునామా 500 అక్షరాలకు మించకూడదు',
  addressPinUnknown: 'ఈ చిరునామాలోని పిన్ కోడ్ లేదు. దయచేసి దాని 6 అంకెలను సరిచూడండి.',
  referralCode: "రిఫరల్ కోడ్‌లో '@' ఉండాలి, అది 3 నుండి 50 అక్షరాల మధ్య ఉండాలి",
  loginRequired: 'ఈమెయిల్ లేదా ఫోన్ నంబర్ తప్పనిసరి',
  sexInvalid: 'దయచేసి పురుషుడు లేదా స్త్రీ ఎంచుకోండి',
  controlCharacters: 'దయచేసి ఈ ఫీల్డ్‌లోని కనిపించని కంట్రోల్ అక్షరాలను తీసివేయండి',
  nameRequired: 'పేరు తప్పనిసరి',
  nameTooLong: 'పేరు 100 అక్షరాలకు మించకూడదు',
  messageRequired: 'సందేశం తప్పనిసరి',
  messageTooLong: 'సందేశం 2000 అక్షరాలకు మించకూడదు',
  upiRequired: 'UPI ID తప్పనిసరి',
  upiInvalid: 'దయచేసి name@bank లాంటి సరైన UPI IDని నమోదు చేయండి.',
};

export const STORE_MESSAGES_TE: {
  [K in keyof typeof STORE_MESSAGES]: (typeof STORE_MESSAGES)[K] extends string
    ? string
    : (max: number) => string;
} = {
  quantity: (max) => `దయచేసి 1 నుండి ${max} మధ్య పరిమాణం ఎంచుకోండి.`,
  quantityWhole: 'దయచేసి పరిమాణాన్ని పూర్తి వస్తువుల సంఖ్యగా ఎంచుకోండి.',
  streetRequired: 'వీధి చిరునామా తప్పనిసరి',
  streetTooLong: 'వీధి చిరునామా 200 అక్షరాలకు మించకూడదు',
  cityRequired: 'నగరం తప్పనిసరి',
  cityInvalid: 'నగరం పేరులో ఇంగ్లీష్ అక్షరాలు, ఖాళీలు మాత్రమే ఉండాలి',
  pinInvalid: 'దయచేసి సరైన 6 అంకెల పిన్ కోడ్ నమోదు చేయండి',
  panInvalid: 'దయచేసి సరైన పాన్ నమోదు చేయండి (ఫార్మాట్ AAAAA9999A)',
  utrInvalid: 'దయచేసి 12 అంకెల UPI ట్రాన్సాక్షన్ ID (UTR) నమోదు చేయండి',
  courierRequired: 'దయచేసి పార్సిల్ తీసుకెళ్లే కొరియర్ పేరు నమోదు చేయండి.',
  trackingRequired: 'దయచేసి కొరియర్ ట్రాకింగ్ నంబర్ నమోదు చేయండి.',
};

export const QUICK_BUY_MESSAGES_TE: { [K in keyof typeof QUICK_BUY_MESSAGES]: string } = {
  range: 'దయచేసి {min} నుండి {max} మధ్య మొత్తం నమోదు చేయండి',
};

export const CONSOLE_MESSAGES_TE: { [K in keyof typeof CONSOLE_MESSAGES]: string } = {
  reasonRequired: 'దయచేసి కారణం రాయండి',
  reasonTooLong: 'దయచేసి కారణాన్ని 300 అక్షరాల లోపు రాయండి',
  noteTooLong: 'దయచేసి నోట్‌ను 500 అక్షరాల లోపు రాయండి',
  month: 'నెలను ఎంచుకోండి (YYYY-MM)',
  date: 'తేదీలు YYYY-MM-DD రూపంలో ఉండాలి',
  titleRequired: 'పేరు తప్పనిసరి',
  titleTooLong: 'పేరు: గరిష్ఠంగా 120 అక్షరాలు',
  sku: 'SKU: 2 నుంచి 40 ఇంగ్లీష్ అక్షరాలు, అంకెలు లేదా డాష్‌లు',
  catalogueRequired: 'క్యాటలాగ్ తప్పనిసరి',
  catalogueTooLong: 'క్యాటలాగ్: గరిష్ఠంగా 60 అక్షరాలు',
  descriptionTooLong: 'వివరణ: గరిష్ఠంగా 2000 అక్షరాలు',
  hsnCode: 'HSN కోడ్: 4 నుంచి 8 అంకెలు',
  purityRequired: 'స్వచ్ఛత తప్పనిసరి',
  purityTooLong: 'స్వచ్ఛత: గరిష్ఠంగా 40 అక్షరాలు',
  productWeight: 'బరువు 0.001 గ్రా నుంచి 10,000 గ్రా మధ్య ఉండాలి',
  productMaking: 'మేకింగ్ ఛార్జీ 0% నుంచి 100% మధ్య ఉండాలి, గరిష్ఠంగా 2 దశాంశాలు',
  productReferral: 'రిఫరల్ కమిషన్ 0% నుంచి 100% మధ్య ఉండాలి, గరిష్ఠంగా 2 దశాంశాలు',
  reserveWeight: 'బరువు 0 గ్రా కంటే ఎక్కువ (గరిష్ఠంగా 100,000 గ్రా), మిల్లీగ్రాము వరకు ఉండాలి',
  reservePurity: 'స్వచ్ఛత 91.60% నుంచి 99.99% మధ్య ఉండాలి',
  serial: 'సీరియల్ లేదా HUID: 4 నుంచి 40 ఇంగ్లీష్ అక్షరాలు, అంకెలు లేదా డాష్‌లు',
  locationRequired: 'ఎక్కడ ఉందో తప్పనిసరిగా రాయండి',
  locationTooLong: 'ఎక్కడ ఉంది: గరిష్ఠంగా 120 అక్షరాలు',
  priceRequired: 'గ్రాము ధరను పైసల్లో నమోదు చేయండి',
  priceWhole: 'ధరను పూర్తి పైసల్లో నమోదు చేయండి',
  pricePositive: 'ధర సున్నా కంటే ఎక్కువ ఉండాలి',
};
