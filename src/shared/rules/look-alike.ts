/**
 * Scripts counted as one where a writing system mixes them by nature (TR39's "highly
 * restrictive" sets: Japanese, Chinese and Korean writing mix Han with their own letters).
 */
const SCRIPTS: [name: string, re: RegExp][] = [
  ['Latin', /\p{Script_Extensions=Latin}/u],
  ['Cyrillic', /\p{Script_Extensions=Cyrillic}/u],
  ['Greek', /\p{Script_Extensions=Greek}/u],
  ['Armenian', /\p{Script_Extensions=Armenian}/u],
  ['Georgian', /\p{Script_Extensions=Georgian}/u],
  ['Hebrew', /\p{Script_Extensions=Hebrew}/u],
  ['Arabic', /\p{Script_Extensions=Arabic}/u],
  ['Devanagari', /\p{Script_Extensions=Devanagari}/u],
  ['Bengali', /\p{Script_Extensions=Bengali}/u],
  ['Gurmukhi', /\p{Script_Extensions=Gurmukhi}/u],
  ['Gujarati', /\p{Script_Extensions=Gujarati}/u],
  ['Oriya', /\p{Script_Extensions=Oriya}/u],
  ['Tamil', /\p{Script_Extensions=Tamil}/u],
  ['Telugu', /\p{Script_Extensions=Telugu}/u],
  ['Kannada', /\p{Script_Extensions=Kannada}/u],
  ['Malayalam', /\p{Script_Extensions=Malayalam}/u],
  ['Sinhala', /\p{Script_Extensions=Sinhala}/u],
  ['Thai', /\p{Script_Extensions=Thai}/u],
  [
    'CJK',
    /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\p{Script_Extensions=Bopomofo}]/u,
  ],
  ['Cherokee', /\p{Script_Extensions=Cherokee}/u],
];

/** The scripts of a text's letters (digits, dots and other common characters belong to none). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    const hit = SCRIPTS.find(([, re]) => re.test(ch));
    found.add(hit ? hit[0] : `other:${ch}`);
  }
  return found;
}

/**
 * Whether an email's local part (before the @) mixes letters of several scripts, as "аsha" with a
 * Cyrillic first letter does: nobody writes their own address that way, a look-alike does.
 */
export function hasMixedScriptLocalPart(email: string) {
  const at = email.lastIndexOf('@');
  return scriptsOf(at < 0 ? email : email.slice(0, at)).size > 1;
}
