/** What the catalogue API says (English; decisions.md: Language and formats). */
export const catalogueMessages = {
  en: {
    productUnavailable: 'This product is not available.',
    operatorOnlyInactive: 'Only the operator can list inactive products.',
    skuTaken: 'A product with this SKU already exists.',
    convertibleCoinOnly:
      'Only a Gold Coin can be sold in the referral store and made at the Gold Smith.',
    imageType: 'Please upload a JPEG, PNG or WebP image.',
    imageUnreadable: 'This image could not be read. Please try another.',
    imageMissing: 'Please choose an image to upload.',
    imageTooLarge: (size: string) => `The image must be at most ${size}.`,
  },
};
