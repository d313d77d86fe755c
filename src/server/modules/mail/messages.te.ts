import type { Translation } from '../../i18n/catalogue';
import type { mailFrameMessages } from './messages';

/** The mail frame in Telugu (docs/glossary.md). */
export const mailFrameMessagesTe: Translation<typeof mailFrameMessages> = {
  greeting: (firstName) => `నమస్కారం ${firstName} గారు,`,
  greetingNoName: 'నమస్కారం,',
  signOff: (brand) => `${brand} బృందం`,
  copyLink: 'బటన్ పనిచేయకపోతే, ఈ లింక్‌ను కాపీ చేసి మీ బ్రౌజర్‌లో పేస్ట్ చేయండి:',
  business: (name, address) => `${name}, ${address}.`,
  gstin: (gstin) => `GSTIN ${gstin}.`,
  questions: (email) => `ప్రశ్నలు ఉన్నాయా? ${email}కు రాయండి.`,
  grievance: (officer, email) => `ప్రశ్న లేదా ఫిర్యాదు ఉంటే, మా గ్రీవెన్స్ ఆఫీసర్ ${officer} గారికి ${email}లో రాయండి.`,
  why: {
    account: (brand) => `మీకు ${brand} ఖాతా ఉన్నందున ఈ మెయిల్ వచ్చింది.`,
    signUp: (brand) => `ఈ చిరునామాతో ఎవరో ${brand} ఖాతా అడిగినందున ఈ మెయిల్ వచ్చింది.`,
    order: (brand) => `మీరు ${brand}లో చేసిన ఆర్డర్ గురించి ఈ మెయిల్ వచ్చింది.`,
    plan: (brand) => `${brand}లో మీ గోల్డ్ ప్లాన్ గురించి ఈ మెయిల్ వచ్చింది.`,
    goal: (brand) => `మీరు ${brand}లో పొదుపు లక్ష్యం పెట్టుకున్నందున ఈ మెయిల్ వచ్చింది.`,
  },
};
