// The sandbox pages' catalogue in its three languages, for the server's catalogue list
// (src/server/i18n/catalogues.ts reaches a module's messages at its top level only).
export { sandboxMessages } from './sandbox/messages';
export { sandboxMessagesHi } from './sandbox/messages.hi';
export { sandboxMessagesTe } from './sandbox/messages.te';
