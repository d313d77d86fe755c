import type { Translation } from '../../i18n/catalogue';
import type { catalogueMessages } from './messages';

export const catalogueMessagesTe: Translation<typeof catalogueMessages.en> = {
  productUnavailable: 'ఈ ఉత్పత్తి అందుబాటులో లేదు.',
  operatorOnlyInactive: 'నిష్క్రియ ఉత్పత్తులను ఆపరేటర్ మాత్రమే చూడగలరు.',
  skuTaken: 'ఈ SKU తో ఒక ఉత్పత్తి ఇప్పటికే ఉంది.',
  convertibleCoinOnly: 'రిఫరల్ స్టోర్‌లో అమ్మగలిగేది, గోల్డ్ స్మిత్ వద్ద తయారుచేయగలిగేది గోల్డ్ కాయిన్ మాత్రమే.',
  imageType: 'దయచేసి JPEG, PNG లేదా WebP చిత్రాన్ని అప్‌లోడ్ చేయండి.',
  imageUnreadable: 'ఈ చిత్రాన్ని చదవలేకపోయాం. దయచేసి వేరేది ప్రయత్నించండి.',
  imageMissing: 'అప్‌లోడ్ చేయడానికి దయచేసి ఒక చిత్రాన్ని ఎంచుకోండి.',
  imageTooLarge: (size) => `చిత్రం ${size} కి మించకూడదు.`,
};
