import {
  FIELD_MESSAGES_HI,
  QUICK_BUY_MESSAGES_HI,
  STORE_MESSAGES_HI,
  VALIDATION_MESSAGES_HI,
} from '../../shared/api/messages.hi';
import type { FormMessageTables } from './form-checks';

const tables: FormMessageTables = {
  fields: FIELD_MESSAGES_HI,
  validation: VALIDATION_MESSAGES_HI,
  store: STORE_MESSAGES_HI,
  quickBuy: QUICK_BUY_MESSAGES_HI,
};
export default tables;
