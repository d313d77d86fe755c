import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../../shared/api/config';
import { legalValues } from '../legal-values';
import { disclaimer } from './disclaimer.en';
import { privacyPolicy } from './privacy.en';
import { returnPolicy } from './return-policy.en';
import { shippingPolicy } from './shipping.en';
import { termsAndConditions } from './terms.en';
import type { LegalBlock, LegalDoc } from './types';

const DOCS: LegalDoc[] = [
  privacyPolicy,
  termsAndConditions,
  returnPolicy,
  shippingPolicy,
  disclaimer,
];

const texts = (doc: LegalDoc): string[] => {
  const of = (b: LegalBlock) => (typeof b === 'string' ? [b] : [...b.list]);
  return [
    doc.title,
    ...doc.intro.flatMap(of),
    ...doc.sections.flatMap((s) => [s.title, ...s.body.flatMap(of)]),
  ];
};

const config = {
  brand: 'GoldSave',
  operator: {
    name: 'GoldSave Bullion Private Limited',
    since: 1999,
    address: 'Abids, Hyderabad',
    state: 'Telangana',
    gstin: '36AABCG1234M1Z5',
    payeeUpi: 'goldsave@ybl',
    phone: '+91 98480 12345',
    whatsapp: '919848012345',
    supportEmail: 'support@goldsave.in',
    founder: 'Srinivas Rao Kandukuri',
    founderEmail: 'founder@goldsave.in',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=in.goldsave.app',
    mapLat: 17.3916,
    mapLon: 78.4747,
  },
  limits: {
    quickBuyMinPaise: 1000,
    quickBuyMaxPaise: 1000000,
    vaultLimitMg: 1000,
    coinDeliveryTargetMg: 200,
    gstBp: 300,
    shippingFlatPaise: 15000,
    freeShippingAbovePaise: 1000000,
    directPayHandlingPaise: 35000,
    panRequiredAbovePaise: 20000000,
    nuggetPickupBelowPaise: 200000,
    jewelleryExchangeBonusMaxPaise: 100000,
  },
} as unknown as PublicConfig;

describe('legal documents', () => {
  it('carry the spec’s last-updated dates', () => {
    expect(privacyPolicy.updated).toBe('10 June 2024');
    expect(termsAndConditions.updated).toBe('June 10, 2024');
    expect(returnPolicy.updated).toBe('2024-06-10');
    expect(disclaimer.updated).toBe('2022-11-01');
  });

  it('terms have exactly 30 numbered sections and their cross-references point at the right ones', () => {
    expect(termsAndConditions.isNumbered).toBe(true);
    expect(termsAndConditions.sections).toHaveLength(30);
    const titleOf = (n: number) => termsAndConditions.sections[n - 1]?.title;
    const refs = texts(termsAndConditions).flatMap((t) =>
      [...t.matchAll(/section (\d+)/g)].map((mo) => Number(mo[1])),
    );
    expect(refs.sort()).toEqual([23, 25]);
    expect(titleOf(23)).toBe('Changes and interruptions');
    expect(titleOf(25)).toBe('Dispute resolution');
  });

  it('terms cover the topics the spec lists', () => {
    const titles = termsAndConditions.sections.map((s) => s.title.toLowerCase()).join(' | ');
    for (const topic of [
      'user contributions',
      'licence',
      'review guidelines',
      'third-party websites',
      'termination',
      'governing law',
      'dispute resolution',
      'limitation of liability',
      'indemnification',
      'electronic communications',
      'contact us',
      'minors',
      'registration',
    ])
      expect(titles).toContain(topic);
  });

  it('fill every placeholder from the configuration', () => {
    const values = legalValues(config);
    for (const doc of DOCS)
      for (const t of texts(doc))
        for (const [, key] of t.matchAll(/\{(\w+)\}/g))
          expect(values, `${doc.title}: {${key}}`).toHaveProperty(key!);
    expect(values.freeAbove).toBe('₹10,000');
    expect(values.vaultLimit).toBe('1.000');
    expect(values.gst).toBe('3%');
  });

  it('never promise returns, interest or a bonus for holding gold', () => {
    for (const doc of DOCS)
      for (const t of texts(doc)) {
        expect(t).not.toMatch(/guaranteed returns?|earn(s|ing)? interest|assured returns?/i);
      }
  });
});
