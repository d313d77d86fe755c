import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

// spec 8: Contact alerts. 'Form submitted successfully!' (and the form clears), 'Error submitting
// the form. Please try again later.' for an answer that is not ok, 'An unexpected error occurred.
// Please try again later.' when there is no answer at all.

async function fillAndSend() {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText('Name'), 'Asha Reddy');
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.in');
  await user.type(screen.getByLabelText('Message'), 'When will my coin arrive?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('sends the message, confirms and clears the form', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 7 }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await fillAndSend();
    expect(await screen.findByRole('status')).toHaveTextContent('Form submitted successfully!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Reddy',
      email: 'asha@example.in',
      message: 'When will my coin arrive?',
    });
  });

  it('keeps the form and says so when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'RATE_LIMITED', message: 'Too many requests', requestId: 'r1' },
            }),
            { status: 429, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error submitting the form. Please try again later.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Reddy');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says an unexpected error occurred when the request cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again later.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('When will my coin arrive?');
  });

  it('sends nothing while a field is missing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
