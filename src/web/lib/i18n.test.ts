import { describe, expect, it, vi } from 'vitest';

const en = { hello: 'Hello', bye: 'Goodbye' };
const te = { hello: 'నమస్కారం', bye: 'వెళ్ళొస్తాను' };

/** the module as the server's code and, apart, as the browser's: each its own registry */
const fresh = async () => {
  vi.resetModules();
  return import('./i18n');
};

describe('translations a page brings in its HTML', () => {
  it('are the ones the server drew, named alike in both, and not fetched by the browser', async () => {
    const server = await fresh();
    const drawnOne = server.defineMessages({ en }, { te: async () => ({ default: te }) });
    const notDrawn = server.defineMessages(
      { en: { other: 'Other' } },
      { te: async () => ({ default: { other: 'ఇతర' } }) },
    );
    await server.loadLocale('te');
    const { result, translations } = server.drawnTranslations('te', () => 'markup', [drawnOne]);
    expect(result).toBe('markup');
    expect(Object.values(translations)).toEqual([te]);
    expect(server.messagesIn(notDrawn, 'te')).toEqual({ other: 'ఇతర' });

    const browser = await fresh();
    const fetchTe = vi.fn(async () => ({ default: te }));
    const fetchOther = vi.fn(async () => ({ default: { other: 'ఇతర' } }));
    const sameOne = browser.defineMessages({ en }, { te: fetchTe });
    const other = browser.defineMessages({ en: { other: 'Other' } }, { te: fetchOther });
    browser.giveTranslations('te', translations);
    await browser.loadLocale('te');
    expect(browser.messagesIn(sameOne, 'te')).toEqual(te);
    expect(fetchTe).not.toHaveBeenCalled();
    // what the page did not bring is fetched as before
    expect(fetchOther).toHaveBeenCalledOnce();
    expect(browser.messagesIn(other, 'te')).toEqual({ other: 'ఇతర' });
  });

  it('brings nothing for a page in English', async () => {
    const server = await fresh();
    const c = server.defineMessages({ en }, { te: async () => ({ default: te }) });
    expect(server.drawnTranslations('en', () => null, [c]).translations).toEqual({});
  });
});
