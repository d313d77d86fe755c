/**
 * Finding an English sentence's translation (decision 013): a catalogue's sentences are templates,
 * a string as it is or a function of its values; an English text that was filled from one is
 * found among them and its translation filled with the same values. One way for the server (an
 * API error's sentence) and the web (a form's check, before anything is sent).
 */

/**
 * A catalogue entry as a template: a string as it is, a function called with `{0}`, `{1}`, ... for
 * its parameters (`(size) => \`at most ${size}\`` reads `at most {0}`).
 */
export function templateOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') {
    const markers = Array.from({ length: entry.length }, (_, i) => `{${i}}`);
    try {
      const out: unknown = (entry as (...a: string[]) => unknown)(...markers);
      return typeof out === 'string' ? out : undefined;
    } catch {
      // not a sentence's template (a helper that formats numbers)
      return undefined;
    }
  }
  return undefined;
}

/** Every [English, translation] template pair of a catalogue, at any depth. */
export function templatePairs(en: unknown, other: unknown, out: [string, string][] = []) {
  const a = templateOf(en);
  const b = templateOf(other);
  if (a !== undefined && b !== undefined) {
    out.push([a, b]);
    return out;
  }
  if (en && other && typeof en === 'object' && typeof other === 'object') {
    for (const key of Object.keys(en)) {
      templatePairs(
        (en as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        out,
      );
    }
  }
  return out;
}

type Pattern = { re: RegExp; names: string[]; target: string; literal: number };

const MARKER = /\{(\w+)\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The translation of a text filled from one of `pairs`' English templates (the exact text, or a
 * template whose `{placeholders}` took the values it was filled with), its translation filled
 * with the same values; a value that is itself one of the sentences (a state) is translated too.
 * A text of no template (a name, a number, a sentence already translated) stays as it is.
 */
export function templateTranslator(pairs: Iterable<[string, string]>): (text: string) => string {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [en, target] of pairs) {
    const parts = en.split(MARKER);
    if (parts.length === 1) {
      if (!exact.has(en)) exact.set(en, target);
      continue;
    }
    // split() with a capture group alternates literal text and marker names
    const names = parts.filter((_, i) => i % 2 === 1);
    const literals = parts.filter((_, i) => i % 2 === 0);
    const re = new RegExp(`^${literals.map(escape).join('([\\s\\S]+?)')}$`);
    patterns.push({ re, names, target, literal: literals.join('').length });
  }
  // the most specific template first: "Order {0}: {1}" before "{0} Ants"
  patterns.sort((a, b) => b.literal - a.literal);

  return (text) => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const p of patterns) {
      const m = p.re.exec(text);
      if (!m) continue;
      const values = new Map(
        p.names.map((n, i) => [n, exact.get(m[i + 1] ?? '') ?? m[i + 1] ?? '']),
      );
      return p.target.replace(MARKER, (whole, k: string) => values.get(k) ?? whole);
    }
    return text;
  };
}
