import { defineMessages } from '../../lib/i18n';

export const contactMessages = defineMessages(
  {
    en: {
      eyebrow: 'We are here to help',
      title: 'Contact us',
      lead: 'Questions about your gold, a payment or a delivery? Write, call or chat with our Hyderabad team.',
      emailButton: 'Email',
      whatsappButton: 'WhatsApp',
      whatsappPrefill: 'Hello, I need some help.',
      reachTitle: 'Reach us directly',
      addressLabel: 'Address',
      phoneLabel: 'Phone',
      supportEmailLabel: 'Support email',
      formTitle: 'Send us a message',
      formLead: 'All fields are required. We read every message and reply by email.',
      nameLabel: 'Name',
      emailLabel: 'Email',
      messageLabel: 'Message',
      send: 'Send Message',
      sending: 'Sending...',
      success: 'Form submitted successfully!',
      failure: 'Error submitting the form. Please try again later.',
      unexpected: 'An unexpected error occurred. Please try again later.',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);
