import { TextField } from '../../../components/ui/form-field';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useMessages } from '../../../lib/i18n';
import { adminMessages } from '../messages';

/**
 * The reason an audited console action asks for (kept in the audit log), with the action's error
 * under it: on the field when the server names it, else as one alert line.
 */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** the action's last error (a mutation's `error`) */
  error: unknown;
}) {
  const m = useMessages(adminMessages);
  const fields = fieldErrors(error);
  return (
    <>
      <TextField
        label={m.reasonLabel}
        value={value}
        maxLength={300}
        onChange={(e) => onChange(e.target.value)}
        error={fields?.reason}
      />
      {error != null && !fields && (
        <p role="alert" className="text-danger">
          {errorMessage(error)}
        </p>
      )}
    </>
  );
}
