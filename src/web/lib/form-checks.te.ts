import {
  FIELD_MESSAGES_TE,
  QUICK_BUY_MESSAGES_TE,
  STORE_MESSAGES_TE,
  VALIDATION_MESSAGES_TE,
} from '../../shared/api/messages.te';
/** The form checks' sentences in Telugu (tsc checks the shape: ./form-checks.ts). */
export default {
  fields: FIELD_MESSAGES_TE,
  validation: VALIDATION_MESSAGES_TE,
  store: STORE_MESSAGES_TE,
  quickBuy: QUICK_BUY_MESSAGES_TE,
};
