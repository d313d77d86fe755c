/** What the contact module writes: the support chat's text of a visitor's message. */
export const contactTexts = {
  en: {
    chat: (name: string, email: string, message: string) =>
      `New contact message\nName: ${name}\nEmail: ${email}\nMessage: ${message}`,
    messageNotFound: 'This message does not exist.',
  },
};
