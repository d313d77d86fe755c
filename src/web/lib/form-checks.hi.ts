import {
  FIELD_MESSAGES_HI,
  QUICK_BUY_MESSAGES_HI,
  STORE_MESSAGES_HI,
  VALIDATION_MESSAGES_HI,
} from '../../shared/api/messages.hi';
/** The form checks' sentences in Hindi (tsc checks the shape: ./form-checks.ts). */
export default {
  fields: FIELD_MESSAGES_HI,
  validation: VALIDATION_MESSAGES_HI,
  store: STORE_MESSAGES_HI,
  quickBuy: QUICK_BUY_MESSAGES_HI,
};
