import type { Translation } from '../../i18n/catalogue';
import type { PapersErrors } from './messages';

export const papersErrorsTe: Translation<PapersErrors> = {
  certificateNotFound: 'మీరు దాచుకున్న బంగారంతో ఈ id తో తయారైన నాణెం మాకు కనబడలేదు.',
  noSuchYear: 'అది ఆర్థిక సంవత్సరం కాదు. 2026-27 లాంటిది ఎంచుకోండి.',
  noRecordsInYear: (year) => `${year} ఆర్థిక సంవత్సరంలో మీకు ఏ రికార్డులూ లేవు, కాబట్టి దానికి స్టేట్‌మెంట్ లేదు.`,
};
