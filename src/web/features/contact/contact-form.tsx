import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactApi, ZContactRequest } from '../../../shared/api/contact';
import { ApiError, apiCall } from '../../lib/api-client';
import { useFormMessage } from '../../lib/form-checks';
import { useMessages } from '../../lib/i18n';
import { contactMessages } from './messages';

type Outcome = 'success' | 'failure' | 'unexpected';

/**
 * Name, email and message, all required (spec 5), sent to the server, which stores the message and
 * forwards it to the support chat. Outcomes use the spec's wording (spec 8: Contact).
 */
export function ContactForm() {
  const m = useMessages(contactMessages);
  const say = useFormMessage();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ZContactRequest>, unknown, z.output<typeof ZContactRequest>>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(undefined);
    try {
      await apiCall(contactApi.send, { body });
      reset();
      setOutcome('success');
    } catch (err) {
      // an answer from the server that is not ok, versus no answer at all
      if (err instanceof ApiError && err.status > 0) {
        for (const [field, message] of Object.entries(err.fields ?? {})) {
          if (field === 'name' || field === 'email' || field === 'message')
            setError(field, { message });
        }
        setOutcome('failure');
      } else {
        setOutcome('unexpected');
      }
    }
  });

  const field = (name: 'name' | 'email' | 'message') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'aria-required': true,
    ...register(name),
  });
  const error = (name: 'name' | 'email' | 'message') =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {say(errors[name].message)}
      </p>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          {m.nameLabel}
        </label>
        <input type="text" autoComplete="name" className="field-input" {...field('name')} />
        {error('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {m.emailLabel}
        </label>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          className="field-input"
          {...field('email')}
        />
        {error('email')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          {m.messageLabel}
        </label>
        <textarea rows={5} className="field-input resize-y" {...field('message')} />
        {error('message')}
      </div>
      {outcome === 'success' && (
        <p
          role="status"
          className="border-success/30 bg-success/10 text-success rounded-xl border px-4 py-3 font-medium"
        >
          {m.success}
        </p>
      )}
      {(outcome === 'failure' || outcome === 'unexpected') && (
        <p
          role="alert"
          className="border-danger/30 bg-danger/10 text-danger rounded-xl border px-4 py-3 font-medium"
        >
          {outcome === 'failure' ? m.failure : m.unexpected}
        </p>
      )}
      <button type="submit" className="btn-dark w-full sm:w-auto sm:px-10" disabled={isSubmitting}>
        {isSubmitting ? m.sending : m.send}
      </button>
    </form>
  );
}
