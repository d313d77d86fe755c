import { defineMessages } from '../../lib/i18n';

/** The operator console's text (English; the staff's languages can be added beside it). */
export const adminMessages = defineMessages({
  en: {
    consoleName: 'Operator console',
    sectionsLabel: 'Console sections',
    // sections (the nav); a section added later adds its label here
    sectionToday: 'Today',
    sectionPrices: 'Gold price',
    sectionCatalogue: 'Catalogue',
    sectionOrders: 'Orders',
    sectionPlans: 'Plans',
    sectionPayments: 'Payments',
    sectionCustomers: 'Customers',
    sectionMessages: 'Messages',
    sectionGst: 'GST export',
    sectionAudit: 'Audit log',
    loading: 'Loading…',
    loadFailed: 'Could not load this: {message}',
    retry: 'Try again',
    // audit
    auditTitle: 'Audit log',
    auditIntro:
      'Every operator action, newest first: who, when, what, before and after. Nobody can edit or delete a row.',
    auditEmpty: 'No operator actions yet.',
    auditWhen: 'When',
    auditWho: 'Who',
    auditAction: 'Action',
    auditTarget: 'Target',
    auditReason: 'Reason',
    auditBefore: 'Before',
    auditAfter: 'After',
    auditChanges: 'Changes',
    auditMore: 'Older entries',
    auditFilteredBy: 'Showing {type} {id}',
    auditShowAll: 'Show all',
    // today
    todayTitle: 'Today',
    todayIntro: 'What needs the shop’s attention, with a link to each list.',
  },
});

export type AdminMessages = (typeof adminMessages)['en'];
