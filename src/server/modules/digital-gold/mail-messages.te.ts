import type { Translation } from '../../i18n/catalogue';
import type { digitalGoldMessages } from './messages';

/** The receipt and the late refund's mails in Telugu (docs/glossary.md). */
export const digitalGoldMailTe: Translation<typeof digitalGoldMessages.en.mail> = {
  receiptSubject: (amount) => `చెల్లింపు అందింది: 24K బంగారం కోసం ${amount}`,
  received: (amount, transactionId) => `మీ ${amount} చెల్లింపు మాకు అందింది (లావాదేవీ ${transactionId}).`,
  lateCompleted:
    'మేము ఆర్డర్‌ను విఫలమైనట్లు గుర్తించిన తర్వాత మీ బ్యాంక్ ఈ చెల్లింపును నిర్ధారించింది, కాబట్టి మీకు చెప్పిన ధరకే ఇప్పుడు ఆర్డర్‌ను పూర్తి చేశాం.',
  inVault: (grams, rate, invoiceNo) =>
    `${grams} గ్రా 24K బంగారం ఇప్పుడు మీ వాల్ట్‌లో ఉంది, గ్రాముకు ${rate} ధరకు కొన్నారు. మీ పన్ను ఇన్‌వాయిస్ ${invoiceNo}.`,
  viewInvoice: 'ఇన్‌వాయిస్ చూడండి',
  keep: 'ఈ మెయిల్‌ను మీ రికార్డుల కోసం దాచుకోండి.',
  refundSubject: (amount) => `రీఫండ్ వస్తోంది: ${amount}`,
  reachedLate: (amount, transactionId) =>
    `మీ ${amount} చెల్లింపు (లావాదేవీ ${transactionId}) ఆర్డర్ గడువు ముగిసిన తర్వాత మాకు చేరింది.`,
  viewHistory: 'చెల్లింపుల చరిత్ర చూడండి',
  refundOutro: '7 పని దినాల తర్వాత కూడా డబ్బు మీకు చేరకపోతే ఈ మెయిల్‌కు జవాబు ఇవ్వండి.',
};
