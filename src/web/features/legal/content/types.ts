/**
 * A legal document as data, per language, so the pages stay free of long literals and Hindi and
 * Telugu versions can be added beside the English ones. Text may hold {placeholders} that the page
 * fills from the public configuration (operator name, address, limits).
 */
export type LegalBlock = string | { list: readonly string[] };

export type LegalSection = { title: string; body: readonly LegalBlock[] };

export type LegalDoc = {
  title: string;
  /**
   * In a translation only: that the English version prevails where the two differ (the usual
   * practice for translated legal texts), shown above the document.
   */
  notice?: string;
  /** the date as the spec writes it for this document */
  updated: string;
  intro: readonly LegalBlock[];
  /** numbered headings (the terms) or plain ones */
  isNumbered: boolean;
  sections: readonly LegalSection[];
};
