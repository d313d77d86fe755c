/** What the contact module writes: the support chat's text of a visitor's message. */
export const contactTexts = {
  en: {
    chat: (name: string, email: string, message: string) =>
      `New contact message\nName: ${name}\nEmail: ${email}\nMessage: ${message}`,
    messageNotFound: 'This message does not exist.',
  },
};

/** What the console is refused about a contact message (translated; decision 013). */
export type ContactRefusals = Pick<(typeof contactTexts)['en'], 'messageNotFound'>;
