import type { DehydratedState } from '@tanstack/react-query';
import type { PublicUser } from '../shared/api/auth';
import type { PublicConfig } from '../shared/api/config';
import type { GivenTranslations } from './lib/i18n';

/** What a server-rendered page hands to the app in the browser (src/web/prerender.tsx). */
export type BootData = {
  config: PublicConfig;
  /** the member the page was rendered for (absent: a visitor's page) */
  user?: PublicUser;
  /** the answers the page was rendered with (prices, products), for the browser's query cache */
  queries?: DehydratedState;
  /**
   * a page in Telugu or Hindi: the translations its first screen was drawn with (and its title's),
   * by catalogue (src/web/lib/i18n.ts), so that the browser draws it in the language without
   * fetching them
   */
  translations?: GivenTranslations;
};

const ID = 'gs-boot';

export const bootData = {
  /** A JSON script element (not executed, so the CSP's script-src does not apply to it). */
  toScript(data: BootData): string {
    // '<' escaped so that no string in the data can close the element
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    return `<script type="application/json" id="${ID}">${json}</script>`;
  },
  /** The page's boot data, or null on a page the server did not render. */
  read(doc: Document): BootData | null {
    const el = doc.getElementById(ID);
    return el?.textContent ? (JSON.parse(el.textContent) as BootData) : null;
  },
  /** Whether the page is the server's rendering (it carries boot data). */
  isOn(doc: Document): boolean {
    return doc.getElementById(ID) !== null;
  },
};
