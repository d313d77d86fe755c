import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during the browser's first render of a server-rendered page, true
 * afterwards: what depends on the browser's clock (a countdown) is shown only then, so the
 * browser's first render matches the server's markup.
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
