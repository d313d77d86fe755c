/**
 * The app's icon (src/web/public/favicon.svg, served with the built app) for the pages the
 * server writes itself (sandbox pay page, dev mailbox, the plain 404): without it a browser asks
 * for /favicon.ico and logs a 404.
 */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
