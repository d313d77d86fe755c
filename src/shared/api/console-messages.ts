/**
 * The operator console's form checks (its contracts' sentences: products, the reserve register,
 * the price, an action's reason, the orders' and GST's filters). The console opens in English and
 * staff may choose Telugu or Hindi (decision 013): their translations are in messages.te.ts and
 * messages.hi.ts, and the server answers a refused form in the staff member's language.
 */
export const CONSOLE_MESSAGES = {
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'Please keep the reason under 300 characters',
  noteTooLong: 'Please keep the note under 500 characters',
  month: 'Choose a month (YYYY-MM)',
  date: 'Dates are YYYY-MM-DD',
  titleRequired: 'Title is required',
  titleTooLong: 'Title: at most 120 characters',
  sku: 'SKU: 2 to 40 letters, digits or dashes',
  catalogueRequired: 'Catalogue is required',
  catalogueTooLong: 'Catalogue: at most 60 characters',
  descriptionTooLong: 'Description: at most 2000 characters',
  hsnCode: 'HSN code: 4 to 8 digits',
  purityRequired: 'Purity is required',
  purityTooLong: 'Purity: at most 40 characters',
  productWeight: 'Weight must be between 0.001 g and 10,000 g',
  productMaking: 'Making charge must be between 0% and 100%, at most 2 decimals',
  productReferral: 'Referral commission must be between 0% and 100%, at most 2 decimals',
  reserveWeight: 'Weight must be more than 0 g (at most 100,000 g), to the milligram',
  reservePurity: 'Purity must be between 91.60% and 99.99%',
  serial: 'Serial or HUID: 4 to 40 letters, digits or dashes',
  locationRequired: 'Where it is held is required',
  locationTooLong: 'Where it is held: at most 120 characters',
  priceRequired: 'Enter the price in paise per gram',
  priceWhole: 'Enter the price in whole paise',
  pricePositive: 'The price must be above zero',
};
