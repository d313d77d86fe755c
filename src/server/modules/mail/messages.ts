/**
 * The mail frame's own sentences (frame.ts): the greeting, the sign-off, the link for mail clients
 * that strip buttons, and the footer (the business, whom to write to, why the mail came).
 */
export const mailFrameMessages = {
  greeting: (firstName: string) => `Hi ${firstName},`,
  greetingNoName: 'Hello,',
  signOff: (brand: string) => `Team ${brand}`,
  copyLink: 'If the button does not work, copy this link into your browser:',
  business: (name: string, address: string) => `${name}, ${address}.`,
  gstin: (gstin: string) => `GSTIN ${gstin}.`,
  questions: (email: string) => `Questions? Write to ${email}.`,
  grievance: (officer: string, email: string) =>
    `For a question or a complaint, write to our grievance officer, ${officer}, at ${email}.`,
  /** why the reader got the mail, by what it is about */
  why: {
    account: (brand: string) => `You get this mail because you have a ${brand} account.`,
    signUp: (brand: string) =>
      `You get this mail because someone asked for a ${brand} account with this address.`,
    order: (brand: string) => `You get this mail about an order you placed with ${brand}.`,
    plan: (brand: string) => `You get this mail about your gold plan with ${brand}.`,
    goal: (brand: string) => `You get this mail because you set a savings goal on ${brand}.`,
  },
};
