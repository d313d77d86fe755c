import { defineMessages } from '../../lib/i18n';

/** The console's Today page: its counters and the ledger reconciliation. */
export const todayMessages = defineMessages(
  {
    en: {
      countersLabel: 'Today, {day}',
      sales: 'Sales today',
      salesNote: '{n} invoices, GST included',
      salesNoteOne: '1 invoice, GST included',
      goldSold: 'Digital gold sold today',
      goldHeld: 'Gold held by customers',
      goldHeldNote: 'In all vaults now',
      grams: '{grams} g',
      utrToVerify: 'UTRs to verify',
      utrToVerifyNote: 'Direct UPI payments waiting for a check',
      utrOldest: 'The oldest is waiting since {time}.',
      utrOverdue:
        '{n} waiting longer than the {hours} hours buyers are promised: check them first.',
      utrOverdueOne: '1 waiting longer than the {hours} hours buyers are promised: check it first.',
      ordersToShip: 'Orders to ship',
      ordersToShipNote: 'Paid, not yet moved on',
      haltedPlans: 'Plans stopped by failed debits',
      failedToday: '{n} debits failed today',
      failedTodayOne: '1 debit failed today',
      messagesWaiting: 'Messages waiting',
      messagesWaitingNote: 'Not yet marked handled',
      reconTitle: 'Ledger reconciliation',
      reserveStoppedTitle: 'New purchases are stopped: the reserve is short',
      reserveStoppedShortfall:
        'The snapshot of {time} found {coverage} of the gold owed. Quick buys, Autopay debits and store orders are refused until the register covers what is owed and you resume.',
      reserveStoppedLive:
        'Live mode starts with purchases stopped: add the real bars and coins to the register, take a snapshot, then resume.',
      reserveOpen: 'Open the reserve',
      reconOk:
        'Reconciled {time} ({by}): every balance equals its postings, and customer holdings match the operator’s accounts.',
      reconNone: 'Not reconciled yet. It runs every day at 03:00; run it now to check today.',
      reconFailedTitle: 'The ledger does not add up',
      reconFailed: 'Found {time} ({by}). Do not move money by hand until this is explained.',
      reconBy_job: 'daily check',
      reconUnit:
        '{unit}: customers hold {customers}, the operator’s accounts carry {operator}, a difference of {difference}',
      reconAccount: '{account}: stored {stored}, postings sum to {summed}',
      reconMoreAccounts: 'and {n} more accounts',
      reconPostings: 'Postings that do not balance: {ids}',
      reconEmpty: 'Postings without entries: {ids}',
      runNow: 'Run now',
      running: 'Checking…',
      unitGOLD: 'Gold',
      unitANTS: 'Ants',
      unitINR: 'Rupees',
    },
  },
  { te: () => import('./today-messages.te'), hi: () => import('./today-messages.hi') },
);

export type TodayMessages = (typeof todayMessages)['en'];
