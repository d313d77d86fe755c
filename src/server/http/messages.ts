/** What the HTTP layer itself says to users (English; decisions.md: Language and formats). */
export const httpMessages = {
  en: {
    signInRequired: 'Please sign in to continue.',
    notFound: 'Not found',
    noSuchMail: 'No such mail',
    crossSite: 'Cross-site request refused',
    invalidValue: 'Invalid value',
    invalidRequest: 'Invalid request',
    tooManyRequests: 'Too many requests. Please wait a minute and try again.',
    tooLarge: 'This request is too large. Please shorten what you entered and try again.',
    internal: 'Something went wrong. Please try again.',
  },
};
