import { defineMessages } from '../../lib/i18n';

/** /reserve: the gold we hold for savers against the gold we owe them. */
export const reserveMessages = defineMessages(
  {
    en: {
      eyebrow: 'Proof of reserve',
      title: 'Is my gold really there?',
      lead: 'Every day we count the gold we owe our savers and the gold we have set aside for them, and publish both here in a form you can check yourself.',
      coverageLabel: 'Gold held for every gram we owe',
      coverageNothingOwed: 'Nothing is owed yet',
      coverageOver: 'over {pct}',
      snapshotAt: 'Counted on {when}',
      noSnapshot:
        'The first count has not been made yet. It runs every day after our ledger check.',
      stoppedTitle: 'New purchases are paused',
      stoppedShortfall:
        'The gold we hold fell below what we owe on {when}. New purchases stay paused until the reserve is topped up and checked again. Your gold, your orders and your history are safe and unchanged.',
      stoppedLiveStart:
        'Purchases open once the gold we hold is counted and covers what we owe. Your gold, your orders and your history are safe and unchanged.',
      owedDigital: 'Digital gold in savers’ vaults',
      owedOrders: 'Coins and nuggets paid for, not yet delivered',
      owedTotal: 'Gold we owe',
      held: 'Fine gold set aside (register)',
      customers: 'Savers counted',
      grams: '{g} g',
      chartTitle: 'Coverage over the last 90 days',
      chartEmpty: 'The chart fills in as daily counts are made.',
      chartLabel: 'Coverage each day, with the 100% line: {summary}',
      chartSummary: 'lowest {min}, highest {max}, over {days} days',
      registerTitle: 'What we hold',
      registerLead:
        'Every bar and coin set aside for savers. Serial numbers are partly hidden; the certificate lists them in full.',
      registerEmpty: 'The register is empty.',
      colItem: 'Item',
      colSerial: 'Serial / HUID',
      colWeight: 'Weight',
      colPurity: 'Purity',
      colFine: 'Fine gold',
      colWhere: 'Held at',
      kindBar: 'Bar',
      kindCoin: 'Coin',
      sandboxItem: 'Demo only: not real gold',
      custodyTitle: 'Who holds it',
      custodian: 'Custodian',
      insurer: 'Insurer',
      lastAudit: 'Last independent audit',
      noAudit: 'No audit certificate published yet.',
      openCertificate: '{title} ({date}), PDF',
      documentsTitle: 'Certificates',
      factsTitle: 'Plain facts',
      factNotSecurity:
        'Digital gold is not a security and not a deposit. The market regulator (SEBI) does not regulate it and its investor protection does not cover it.',
      factYourName:
        'Every rupee you pay for gold buys gold held in your name, counted here every day.',
      factStorage: '{terms}',
      factWindDown: '{text}',
      proofTitle: 'Anyone can check the count',
      proofLead:
        'We put every saver’s gold into a Merkle sum tree: a chain of fingerprints (SHA-256) that adds up all balances to one total. Change one gram anywhere and the fingerprint at the top changes. Below are today’s fingerprint and total.',
      rootLabel: 'Root fingerprint',
      totalLabel: 'Total in the tree',
      checkTitle: 'Check that my gold is counted',
      checkLead:
        'Your browser fetches your own path through the tree and checks it here, step by step. Nobody else’s balance or name is in it.',
      checkButton: 'Check that my gold is counted',
      checking: 'Checking…',
      checkSignIn: 'Sign in to check that your gold is counted',
      checkOk:
        'Counted. Your {grams} g are in the tree, and your path leads to today’s root fingerprint and total.',
      checkBad: 'This proof did not check out. Please tell us at once: {email}.',
      checkMismatch:
        'Your path is sound but leads to another root than the one published here. Please tell us at once: {email}.',
      checkYourGrams: 'Your grams',
      checkRoot: 'Root it leads to',
      checkTotal: 'Total it leads to',
      download: 'Download my proof (JSON)',
      downloadHint:
        'Check the file yourself with scripts/verify-reserve-proof.mjs from our source, or your own program (the format is documented).',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);
