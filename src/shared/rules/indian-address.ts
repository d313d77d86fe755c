/**
 * Indian postal addresses: the states and union territories, the state a PIN code belongs to, and
 * a free-text address (a profile's one line) split into street, city, state and PIN. The PIN code
 * decides the state: a state written in the address is only a line to take out.
 */

/** The 28 states and 8 union territories, with the other ways people write them. */
export const STATES_AND_UTS: readonly { name: string; aliases: readonly string[] }[] = [
  { name: 'Andhra Pradesh', aliases: ['AP', 'A.P.'] },
  { name: 'Arunachal Pradesh', aliases: [] },
  { name: 'Assam', aliases: [] },
  { name: 'Bihar', aliases: [] },
  { name: 'Chhattisgarh', aliases: ['Chattisgarh', 'CG'] },
  { name: 'Goa', aliases: [] },
  { name: 'Gujarat', aliases: ['Gujrat'] },
  { name: 'Haryana', aliases: [] },
  { name: 'Himachal Pradesh', aliases: ['HP'] },
  { name: 'Jharkhand', aliases: [] },
  { name: 'Karnataka', aliases: ['KA'] },
  { name: 'Kerala', aliases: ['Keralam'] },
  { name: 'Madhya Pradesh', aliases: ['MP', 'M.P.'] },
  { name: 'Maharashtra', aliases: ['MH', 'Maharastra'] },
  { name: 'Manipur', aliases: [] },
  { name: 'Meghalaya', aliases: [] },
  { name: 'Mizoram', aliases: [] },
  { name: 'Nagaland', aliases: [] },
  { name: 'Odisha', aliases: ['Orissa'] },
  { name: 'Punjab', aliases: [] },
  { name: 'Rajasthan', aliases: [] },
  { name: 'Sikkim', aliases: [] },
  { name: 'Tamil Nadu', aliases: ['TN', 'Tamilnadu', 'T.N.'] },
  { name: 'Telangana', aliases: ['TS', 'TG', 'Telengana', 'Telangana State'] },
  { name: 'Tripura', aliases: [] },
  { name: 'Uttar Pradesh', aliases: ['UP', 'U.P.'] },
  { name: 'Uttarakhand', aliases: ['Uttaranchal', 'UK'] },
  { name: 'West Bengal', aliases: ['WB', 'W.B.'] },
  { name: 'Andaman and Nicobar Islands', aliases: ['Andaman & Nicobar Islands', 'Andaman'] },
  { name: 'Chandigarh', aliases: [] },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: ['Daman and Diu', 'Daman & Diu', 'Dadra and Nagar Haveli', 'DNH'],
  },
  { name: 'Delhi', aliases: ['NCT of Delhi', 'New Delhi'] },
  { name: 'Jammu and Kashmir', aliases: ['Jammu & Kashmir', 'J&K', 'J and K'] },
  { name: 'Ladakh', aliases: [] },
  { name: 'Lakshadweep', aliases: [] },
  { name: 'Puducherry', aliases: ['Pondicherry', 'Pondy'] },
];

/** States and UTs that are also the name of their city: written alone, they are the city too. */
const CITY_STATES = new Set(['Delhi', 'Chandigarh', 'Puducherry']);

// India Post: the first digit of a PIN is its region, the first two its postal circle, the first
// three its sorting district; the longest prefix that matches wins. Prefixes not listed (29, 35,
// 54, 55, 65, 66, 86-89, and 9, the Army Postal Service) belong to no state.
const PIN_PREFIXES: readonly [prefix: string, state: string][] = [
  ['11', 'Delhi'],
  ['12', 'Haryana'],
  ['13', 'Haryana'],
  ['14', 'Punjab'],
  ['15', 'Punjab'],
  ['16', 'Punjab'],
  ['16000', 'Chandigarh'],
  ['16001', 'Chandigarh'],
  ['16002', 'Chandigarh'],
  ['16003', 'Chandigarh'],
  ['16010', 'Chandigarh'],
  ['17', 'Himachal Pradesh'],
  ['18', 'Jammu and Kashmir'],
  ['19', 'Jammu and Kashmir'],
  ['194', 'Ladakh'],
  ['20', 'Uttar Pradesh'],
  ['21', 'Uttar Pradesh'],
  ['22', 'Uttar Pradesh'],
  ['23', 'Uttar Pradesh'],
  ['24', 'Uttar Pradesh'],
  ['246', 'Uttarakhand'],
  ['248', 'Uttarakhand'],
  ['249', 'Uttarakhand'],
  ['25', 'Uttar Pradesh'],
  ['26', 'Uttar Pradesh'],
  ['2625', 'Uttarakhand'],
  ['263', 'Uttarakhand'],
  ['27', 'Uttar Pradesh'],
  ['28', 'Uttar Pradesh'],
  ['30', 'Rajasthan'],
  ['31', 'Rajasthan'],
  ['32', 'Rajasthan'],
  ['33', 'Rajasthan'],
  ['34', 'Rajasthan'],
  ['36', 'Gujarat'],
  ['362520', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['37', 'Gujarat'],
  ['38', 'Gujarat'],
  ['39', 'Gujarat'],
  ['39621', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['39622', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['39623', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['39624', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['40', 'Maharashtra'],
  ['403', 'Goa'],
  ['41', 'Maharashtra'],
  ['42', 'Maharashtra'],
  ['43', 'Maharashtra'],
  ['44', 'Maharashtra'],
  ['45', 'Madhya Pradesh'],
  ['46', 'Madhya Pradesh'],
  ['47', 'Madhya Pradesh'],
  ['48', 'Madhya Pradesh'],
  ['49', 'Chhattisgarh'],
  ['50', 'Telangana'],
  ['51', 'Andhra Pradesh'],
  ['52', 'Andhra Pradesh'],
  ['53', 'Andhra Pradesh'],
  ['533464', 'Puducherry'],
  ['56', 'Karnataka'],
  ['57', 'Karnataka'],
  ['58', 'Karnataka'],
  ['59', 'Karnataka'],
  ['60', 'Tamil Nadu'],
  ['6050', 'Puducherry'],
  ['6051', 'Puducherry'],
  ['6096', 'Puducherry'],
  ['61', 'Tamil Nadu'],
  ['62', 'Tamil Nadu'],
  ['63', 'Tamil Nadu'],
  ['64', 'Tamil Nadu'],
  ['67', 'Kerala'],
  ['673310', 'Puducherry'],
  ['68', 'Kerala'],
  ['68255', 'Lakshadweep'],
  ['69', 'Kerala'],
  ['70', 'West Bengal'],
  ['71', 'West Bengal'],
  ['72', 'West Bengal'],
  ['73', 'West Bengal'],
  ['737', 'Sikkim'],
  ['74', 'West Bengal'],
  ['744', 'Andaman and Nicobar Islands'],
  ['75', 'Odisha'],
  ['76', 'Odisha'],
  ['77', 'Odisha'],
  ['78', 'Assam'],
  ['790', 'Arunachal Pradesh'],
  ['791', 'Arunachal Pradesh'],
  ['792', 'Arunachal Pradesh'],
  ['793', 'Meghalaya'],
  ['794', 'Meghalaya'],
  ['795', 'Manipur'],
  ['796', 'Mizoram'],
  ['797', 'Nagaland'],
  ['798', 'Nagaland'],
  ['799', 'Tripura'],
  ['80', 'Bihar'],
  ['81', 'Bihar'],
  ['814', 'Jharkhand'],
  ['815', 'Jharkhand'],
  ['816', 'Jharkhand'],
  ['82', 'Jharkhand'],
  ['821', 'Bihar'],
  ['823', 'Bihar'],
  ['824', 'Bihar'],
  ['83', 'Jharkhand'],
  ['84', 'Bihar'],
  ['85', 'Bihar'],
];

/** Whether `pin` is six digits that could be an Indian PIN code (it never starts with 0). */
export const isPinShaped = (pin: string) => /^[1-9]\d{5}$/.test(pin);

/**
 * The state or union territory of a PIN code, or null when no state has PIN codes that start so
 * (the PIN does not exist) or `pin` is not six digits.
 */
export function stateOfPin(pin: string): string | null {
  if (!isPinShaped(pin)) return null;
  let best: readonly [string, string] | undefined;
  for (const entry of PIN_PREFIXES) {
    if (pin.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? null;
}

// a PIN: six digits (or 3 + 3 with a space), not part of a longer number or a house number
// written with hyphens ("12-2-345")
const PIN_PATTERN = /(?<!\d|\d-)[1-9]\d{2}\s?\d{3}(?!\d|-\d)/g;

const lastPin = (address: string) => [...address.matchAll(PIN_PATTERN)].at(-1);

/** The last 6-digit Indian PIN code in an address, or null. */
export function pinCodeOf(address: string): string | null {
  return lastPin(address)?.[0].replace(/\s/, '') ?? null;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z&]/g, '');

/** every way of writing a state, squashed (lower case, letters only), to its name */
const STATE_BY_WRITING = new Map<string, string>(
  STATES_AND_UTS.flatMap(({ name, aliases }) =>
    [name, ...aliases].flatMap((w) => [
      [squash(w), name] as [string, string],
      [squash(w.replace(/&/g, 'and')), name] as [string, string],
    ]),
  ),
);
/** full names and long aliases that may end a part written without a comma ("Hyderabad Telangana") */
const TRAILING_STATES = STATES_AND_UTS.flatMap(({ name, aliases }) =>
  [name, ...aliases.filter((a) => a.length > 4)].map((w) => ({ writing: w, name })),
).sort((a, b) => b.writing.length - a.writing.length);

const PIN_LABEL = /\b(pin\s*-?\s*(code)?|pincode|postal code|zip)\s*(no\.?)?\s*[:.-]?\s*$/i;
const COUNTRY = /^(india|bharat|in)$/i;
const LANDMARK =
  /^(near|opp\.?|opposite|behind|beside|next to|adjacent to|besides|landmark|lm|via|c\/o|s\/o|d\/o|w\/o)\b/i;
const CITY_LIKE = /^[A-Za-z][A-Za-z .'-]*$/;

export type ParsedAddress = {
  /** what is left: house, building, street, area, landmarks, in the order written */
  street: string;
  /** the town or city ('' when the address does not say one apart from the rest) */
  city: string;
  /** the state or union territory: the PIN code's, else the one written; null if neither */
  state: string | null;
  /** the 6-digit PIN code ('' when there is none) */
  pinCode: string;
  /** a 6-digit number where the PIN goes that belongs to no state: the address needs a look */
  isUnknownPin: boolean;
};

/** The state a part names, with the rest of the part when it ends with one ("Hyderabad Telangana"). */
function stateIn(part: string): { state: string; rest: string } | null {
  const whole = STATE_BY_WRITING.get(squash(part));
  if (whole) return { state: whole, rest: '' };
  for (const { writing, name } of TRAILING_STATES) {
    if (part.length <= writing.length + 1) continue;
    const tail = part.slice(-writing.length);
    const before = part.slice(0, -writing.length);
    if (tail.toLowerCase() === writing.toLowerCase() && /[\s-]$/.test(before)) {
      return { state: name, rest: before.replace(/[\s-]+$/, '') };
    }
  }
  return null;
}

/**
 * Splits a free-text Indian address into street, city, state and PIN code. The PIN code (the
 * last 6-digit number, labelled or not) decides the state; a state or country written in the
 * address is taken out of the other lines; the city is the last part written in letters that is
 * not a landmark ("Near ...", "Opp ..."); everything else stays the street, in the order written.
 */
export function parseIndianAddress(address: string): ParsedAddress {
  let text = address.replace(/\s*[\r\n]+\s*/g, ', ').replace(/\s+/g, ' ');
  const pin = lastPin(text);
  const pinCode = pin ? pin[0].replace(/\s/, '') : '';
  if (pin) {
    // the PIN goes, with the label written before it ("PIN", "Pincode:", "PIN code -")
    const before = text.slice(0, pin.index).replace(PIN_LABEL, '');
    text = `${before},${text.slice(pin.index + pin[0].length)}`;
  }
  const parts = text
    .split(/[,;\n]/)
    .map((p) =>
      p
        .trim()
        .replace(/^[\s.:-]+|[\s.:-]+$/g, '')
        .trim(),
    )
    .filter((p) => p.length > 0 && !COUNTRY.test(p));

  let writtenState: string | null = null;
  let cityFromState = '';
  const kept: string[] = [];
  // a state line is looked for among the last parts only: "Goa" is also a road's name elsewhere
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const found = i >= parts.length - 2 && i > 0 ? stateIn(part) : null;
    if (!found) {
      kept.push(part);
      continue;
    }
    writtenState ??= found.state;
    if (found.rest) kept.push(found.rest);
    // "New Delhi", "Delhi", "Lajpat Nagar Delhi": the city is the state's city
    if (CITY_STATES.has(found.state)) cityFromState = found.rest ? found.state : part;
  }

  let cityAt = -1;
  for (let i = kept.length - 1; i > 0; i--) {
    const part = kept[i]!;
    if (CITY_LIKE.test(part) && !LANDMARK.test(part)) {
      cityAt = i;
      break;
    }
  }
  const pinState = pinCode ? stateOfPin(pinCode) : null;
  // "Lajpat Nagar, Delhi": the locality stays in the street and Delhi is the city
  if (cityFromState) cityAt = -1;
  const city = cityFromState || (cityAt >= 0 ? kept[cityAt]! : '');
  return {
    street: kept.filter((_, i) => i !== cityAt).join(', '),
    city: city.replace(/\s+(dist\.?|district)$/i, ''),
    state: pinState ?? (pinCode ? null : writtenState),
    pinCode,
    isUnknownPin: Boolean(pinCode) && !pinState,
  };
}

/** The address as one line with its state before the PIN: "street, city, state PIN". */
export function formatIndianAddress(a: {
  street: string;
  city: string;
  pinCode: string;
  state?: string | null;
}): string {
  const state = a.state ?? stateOfPin(a.pinCode);
  const tail = [state, a.pinCode].filter(Boolean).join(' ');
  return [a.street, a.city, tail].filter((s) => s && s.trim()).join(', ');
}
