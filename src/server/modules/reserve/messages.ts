/** What the reserve's API says (English; decisions.md: Language and formats). */
export const reserveMessages = {
  en: {
    purchasesStopped:
      'New purchases are paused: the gold we hold for savers is being topped up to cover every gram we owe. Your gold, orders and history are safe and unchanged. See the reserve page for today’s figures.',
    serialTaken: 'An item with this serial or HUID is already in the register.',
    itemNotFound: 'This item is not in the register.',
    alreadyMovedOut: 'This item has already been moved out of the reserve.',
    nothingToCorrect: 'Change at least one field to correct.',
    documentNotFound: 'This document does not exist.',
    documentType: 'Please upload the certificate as a PDF file.',
    documentMissing: 'Please choose a PDF file to upload.',
    documentTooLarge: (size: string) => `The certificate must be at most ${size}.`,
    notStopped: 'Purchases are running: there is nothing to resume.',
    stillShort:
      'The newest snapshot does not cover what is owed. Add the gold to the register, take a snapshot, then resume.',
    noSnapshot: 'There is no snapshot yet: take one first.',
    noProof:
      'You held no digital gold at the time of the newest snapshot, so there is no proof to check yet.',
  },
};
