import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useFormMessage } from '../../lib/form-checks';

type FieldChrome = {
  label: string;
  /** the field's validation message; marks the control aria-invalid */
  error?: string | undefined;
  /** help shown under the control, read out with it */
  hint?: ReactNode;
  className?: string;
};

/** Ids and ARIA wiring shared by every field: label, hint and error linked to the control. */
function useFieldIds(id: string | undefined, error?: string, hint?: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // an error replaces the hint (it says the same, more pointedly)
  const describedBy = (error ? errorId : hint ? hintId : '') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy,
    },
  };
}

function FieldFoot({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  // a form's own check speaks English in the schema; the person reads it in the page's language
  const say = useFormMessage();
  return (
    <>
      {hint && !error && (
        <p id={hintId} className="text-muted mt-1 text-xs leading-snug">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {say(error)}
        </p>
      )}
    </>
  );
}

/** A labelled text input with its hint and error (react-hook-form's register spreads onto it). */
export function TextField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const f = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={f.controlId} className="field-label">
        {label}
      </label>
      <input id={f.controlId} ref={ref} className="field-input" {...f.aria} {...input} />
      <FieldFoot hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}

/** A labelled multi-line input (addresses). */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  ...input
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const f = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={f.controlId} className="field-label">
        {label}
      </label>
      <textarea
        id={f.controlId}
        ref={ref}
        rows={3}
        className="field-input resize-y"
        {...f.aria}
        {...input}
      />
      <FieldFoot hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}

/** A labelled select. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  children,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const f = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={f.controlId} className="field-label">
        {label}
      </label>
      <select id={f.controlId} ref={ref} className="field-input bg-white!" {...f.aria} {...select}>
        {children}
      </select>
      <FieldFoot hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}

const EyeIcon = ({ isOff }: { isOff: boolean }) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {isOff && <path d="M3 3l18 18" />}
  </svg>
);

/**
 * A password input with a show/hide toggle. The toggle keeps one name ("Show password") and
 * reports its state with aria-pressed.
 */
export function PasswordField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  toggleLabel,
  ...input
}: FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    ref?: Ref<HTMLInputElement>;
    /** e.g. "Show password" */
    toggleLabel: string;
  }) {
  const f = useFieldIds(id, error, hint);
  const [isVisible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={f.controlId} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={f.controlId}
          ref={ref}
          type={isVisible ? 'text' : 'password'}
          className="field-input pr-12"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...f.aria}
          {...input}
        />
        <button
          type="button"
          className="text-muted hover:text-ink absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl"
          aria-label={toggleLabel}
          aria-pressed={isVisible}
          aria-controls={f.controlId}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon isOff={isVisible} />
        </button>
      </div>
      <FieldFoot hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}
