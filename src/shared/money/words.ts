import { ToWords } from 'to-words';

// to-words spells numbers with the Indian system (thousand, lakh, crore) for locale en-IN.
const words = new ToWords({ localeCode: 'en-IN' });

/** Amount in words for invoices: 12345678 paise -> "One Lakh Twenty Three Thousand ... Rupees And Seventy Eight Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError('paise must be a non-negative safe integer');
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const r = `${words.convert(rupees)} Rupees`;
  return p ? `${r} And ${words.convert(p)} Paise Only` : `${r} Only`;
}
