/** What the orders API says (English; decisions.md: Language and formats). */
export const orderMessages = {
  en: {
    notCreated: 'This order could not be created. Please try again.',
    notFound: 'We could not find that order.',
    changed: 'This order has changed in the meantime. Please refresh the page.',
  },
};
