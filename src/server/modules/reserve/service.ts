// The reserve's door: proof of reserve split by use case.
export { HISTORY_DAYS } from './common';
export {
  assertPurchasesOpen,
  prepareReserve,
  purchasesStopped,
  purchasesStoppedPiece,
  refuseIfStopped,
  reserveStatus,
  resumePurchases,
} from './purchases';
export { addDocument, addItem, correctItem, getDocumentPdf, isPdf, moveOutItem } from './register';
export { proofFor, registerOwedGold, snapshotNow, takeSnapshot } from './snapshot';
export { consoleView, publicReport, reserveToday } from './views';
export { DEMO_BAR, seedDemoRegister } from './demo';
