import type { Translation } from '../../i18n/catalogue';
import type { GOAL_MESSAGES } from './messages';

/** The goal-reached mail in Telugu (docs/glossary.md). */
export const goalMailTe: Translation<typeof GOAL_MESSAGES.mail> = {
  subject: (grams) => `మీ ${grams} గ్రా నాణెం ఇప్పుడు తయారు చేయించుకోవచ్చు`,
  reached: (held, title) => `మీరు ${held} గ్రా బంగారం పొదుపు చేశారు: మీ లక్ష్యం ${title}కు ఇది సరిపోతుంది.`,
  cost: (days) =>
    `గోల్డ్ స్మిత్ దీన్ని మీరు పొదుపు చేసిన బంగారంతో తయారు చేస్తుంది: డబ్బు అవసరం లేదు, మేకింగ్ ఛార్జీ లేదు, షిప్పింగ్ ఛార్జీ లేదు. ఇది ${days} రోజుల్లో మీ చిరునామాకు అందుతుంది.`,
  action: 'నా నాణెం తయారు చేయండి',
  outro: 'మీరు నాణెం తయారు చేయించుకోవాలని ఎంచుకునే వరకు మీ బంగారం మీ వాల్ట్‌లోనే ఉంటుంది.',
};
