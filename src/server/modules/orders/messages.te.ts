import type { Translation } from '../../i18n/catalogue';
import type { orderMessages } from './messages';

export const orderMessagesTe: Translation<typeof orderMessages.en> = {
  notCreated: 'ఈ ఆర్డర్‌ను సృష్టించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.',
  notFound: 'ఆ ఆర్డర్ మాకు కనబడలేదు.',
  changed: 'ఈ మధ్యలో ఈ ఆర్డర్ మారింది. దయచేసి పేజీని రిఫ్రెష్ చేయండి.',
};
