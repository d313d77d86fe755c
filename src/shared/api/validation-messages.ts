import { z } from 'zod';
import { VALIDATION_MESSAGES } from './form-messages';

export { VALIDATION_MESSAGES } from './form-messages';

const M = VALIDATION_MESSAGES;
type Issue = z.core.$ZodRawIssue;

const sizeOf = (v: unknown) => (typeof v === 'bigint' ? Number(v) : (v as number));

/** The person's sentence for one failed check (zod's `customError`, used when a schema has none). */
export function validationMessageOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return M.required;
      return issue.expected === 'int' ? M.wholeNumber : M.wrongType;
    case 'too_small': {
      const min = sizeOf(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? M.required : M.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return M.chooseAtLeast(min);
      return issue.inclusive === false ? M.moreThan(min) : M.atLeast(min);
    }
    case 'too_big': {
      const max = sizeOf(issue.maximum);
      if (issue.origin === 'string') return M.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return M.chooseAtMost(max);
      return issue.inclusive === false ? M.lessThan(max) : M.atMost(max);
    }
    case 'invalid_format':
      if (issue.format === 'email') return M.email;
      if (issue.format === 'date' || issue.format === 'datetime') return M.date;
      return M.format;
    case 'not_multiple_of':
      return sizeOf(issue.divisor) === 1 ? M.wholeNumber : M.multipleOf(sizeOf(issue.divisor));
    case 'invalid_value':
      return M.choose;
    case 'unrecognized_keys':
      return M.unknownField;
    default:
      return M.invalid;
  }
}

/** Installs the sentences for every schema of this process (server) or page (web); idempotent. */
export function installValidationMessages() {
  z.config({ customError: (issue) => validationMessageOf(issue) });
}
