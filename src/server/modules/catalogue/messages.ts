/** What the catalogue API says (English; decisions.md: Language and formats). */
export const catalogueMessages = {
  en: {
    productUnavailable: 'This product is not available.',
    operatorOnlyInactive: 'Only the operator can list inactive products.',
    skuTaken: 'A product with this SKU already exists.',
    imageType: 'Please upload a JPEG, PNG or WebP image.',
    imageUnreadable: 'This image could not be read. Please try another.',
    imageMissing: 'Please choose an image to upload.',
    imageTooLarge: (size: string) => `The image must be at most ${size}.`,
  },
};
