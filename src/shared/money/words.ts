import { ToWords } from 'to-words';
import type { Locale } from '../locales';

// to-words spells numbers with the Indian system (thousand, lakh, crore) for en-IN and hi-IN.
// Its Telugu joins the words without the forms a number takes before a larger unit ("ఆరు వంద"
// for ఆరు వందల), so Telugu is spelled here.
const english = new ToWords({ localeCode: 'en-IN' });
const hindi = new ToWords({ localeCode: 'hi-IN' });

const TE_UNITS = ['', 'ఒకటి', 'రెండు', 'మూడు', 'నాలుగు', 'ఐదు', 'ఆరు', 'ఏడు', 'ఎనిమిది', 'తొమ్మిది'];
const TE_TEENS = [
  'పది',
  'పదకొండు',
  'పన్నెండు',
  'పదమూడు',
  'పద్నాలుగు',
  'పదిహేను',
  'పదహారు',
  'పదిహేడు',
  'పద్దెనిమిది',
  'పందొమ్మిది',
];
const TE_TENS = ['', '', 'ఇరవై', 'ముప్పై', 'నలభై', 'యాభై', 'అరవై', 'డెబ్బై', 'ఎనభై', 'తొంభై'];

/** 1 to 99 in Telugu (ఇరవై ఒకటి, డెబ్బై ఎనిమిది). */
function teBelow100(n: number): string {
  if (n < 10) return TE_UNITS[n]!;
  if (n < 20) return TE_TEENS[n - 10]!;
  const u = n % 10;
  return u ? `${TE_TENS[Math.floor(n / 10)]} ${TE_UNITS[u]}` : TE_TENS[n / 10]!;
}

/** A count before a unit: "ఒక" for one (ఒక లక్ష), else the number. */
const teCount = (n: number) => (n === 1 ? 'ఒక' : teBelow100(n));

/**
 * A whole number in Telugu with Indian units: a unit that more words follow takes its joining
 * form (రెండు వేల ఐదు, నూట ఇరవై), and so does the last one before a noun (`beforeNoun`: ఐదు
 * వందల రూపాయలు); alone it takes its plain form (రెండు వేలు, ఐదు వందలు).
 */
export function teluguNumberWords(n: number, beforeNoun = false): string {
  if (n === 0) return 'సున్నా';
  if (n === 1 && beforeNoun) return 'ఒక';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const more = (below: number) => beforeNoun || n % below > 0;
  if (crore) {
    const count = crore >= 100 ? teluguNumberWords(crore, true) : teCount(crore);
    parts.push(crore === 1 ? `${count} కోటి` : `${count} ${more(10_000_000) ? 'కోట్ల' : 'కోట్లు'}`);
  }
  if (lakh)
    parts.push(lakh === 1 ? 'ఒక లక్ష' : `${teCount(lakh)} ${more(100_000) ? 'లక్షల' : 'లక్షలు'}`);
  if (thousand) {
    parts.push(thousand === 1 ? 'వెయ్యి' : `${teCount(thousand)} ${more(1000) ? 'వేల' : 'వేలు'}`);
  }
  if (hundred) {
    if (hundred === 1) parts.push(rest ? 'నూట' : 'వంద');
    else parts.push(`${teBelow100(hundred)} ${more(100) ? 'వందల' : 'వందలు'}`);
  }
  if (rest) parts.push(teBelow100(rest));
  return parts.join(' ');
}

const hindiWords = (n: number) => {
  const w = hindi.convert(n);
  // to-words says "सौ" for exactly 100; an amount reads "एक सौ"
  return w === 'सौ' ? 'एक सौ' : w;
};

/**
 * Amount in words for invoices, in the invoice's language: 12345678 paise -> "One Lakh Twenty
 * Three Thousand ... Rupees And Seventy Eight Paise Only" / "... रुपये और अठहत्तर पैसे मात्र" /
 * "... రూపాయలు, డెబ్బై ఎనిమిది పైసలు మాత్రమే".
 */
export function amountInWords(paise: number, locale: Locale = 'en'): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError('paise must be a non-negative safe integer');
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  if (locale === 'te') {
    const r = `${teluguNumberWords(rupees, true)} ${rupees === 1 ? 'రూపాయి' : 'రూపాయలు'}`;
    return p ? `${r}, ${teluguNumberWords(p, true)} పైసలు మాత్రమే` : `${r} మాత్రమే`;
  }
  if (locale === 'hi') {
    const r = `${rupees === 0 ? 'शून्य' : hindiWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
    return p ? `${r} और ${hindiWords(p)} पैसे मात्र` : `${r} मात्र`;
  }
  const r = `${english.convert(rupees)} Rupees`;
  return p ? `${r} And ${english.convert(p)} Paise Only` : `${r} Only`;
}
