/** What the shared limits say to users. */
export const LIMIT_MESSAGES = {
  tooManyOrders: 'Too many orders in a minute. Please wait a minute and try again.',
} as const;
