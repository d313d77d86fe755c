import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { PublicUser } from '../../shared/api/auth';
import type { usersApi } from '../../shared/api/users';
import { LANG_COOKIE, LANG_PARAM, isLocale, type Locale } from '../../shared/locales';
import { apiCall } from '../lib/api-client';
import { applyFont } from '../lib/fonts';
import { LocaleContext, loadLocale } from '../lib/i18n';
import { sessionQueryKey, sessionQueryOptions } from '../lib/queries/session';

/** The page's language as the server rendered it (`<html lang>`). */
export const documentLocale = (doc: Document): Locale => {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
};

const YEAR_S = 365 * 24 * 60 * 60;
const hasLangCookie = () =>
  document.cookie.split(';').some((c) => c.trim().startsWith(`${LANG_COOKIE}=`));

/** The document follows the language: `<html lang>`, the script's font, the cookie. */
function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  applyFont(document, locale);
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** Remembers the language on the member's profile (their other devices start in it). */
async function saveToProfile(locale: Locale): Promise<PublicUser> {
  const { user } = await apiCall<typeof usersApi.setLanguage>(
    { method: 'PUT', path: '/api/users/me/language' },
    { body: { language: locale } },
  );
  return user;
}

/**
 * The page's language for the app in the browser (issue 30), started in the language the server
 * rendered the page in. Switching loads the new language's translations of the code loaded so
 * far, then redraws the same screen in place: the route, the scroll and a half-filled form stay.
 * A member's choice is kept on the profile too; a browser without a language cookie (a new
 * device) takes the profile's language.
 */
export function LocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setState] = useState(initial);
  const queryClient = useQueryClient();
  const current = useRef(initial);

  const setLocale = useCallback(
    async (next: Locale, opts: { toProfile?: boolean } = {}) => {
      current.current = next;
      await loadLocale(next);
      if (current.current !== next) return; // a later choice won
      applyToDocument(next);
      startTransition(() => setState(next));
      const user = queryClient.getQueryData<PublicUser | null>(sessionQueryKey);
      if (user && user.language !== next && opts.toProfile !== false) {
        const saved = await saveToProfile(next).catch(() => undefined);
        if (saved) queryClient.setQueryData(sessionQueryKey, saved);
      }
    },
    [queryClient],
  );

  const session = useQuery(sessionQueryOptions());
  const user = session.data;
  useEffect(() => {
    if (!user) return;
    const fromUrl = new URLSearchParams(window.location.search).get(LANG_PARAM);
    if (isLocale(fromUrl) || hasLangCookie()) {
      // this browser's choice is the newest: the profile follows it
      if (user.language !== current.current) void setLocale(current.current);
    } else if (user.language && user.language !== current.current) {
      // a device that never chose: the member's language
      void setLocale(user.language, { toProfile: false });
    }
  }, [user, setLocale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
