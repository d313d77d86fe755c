import { describe, expect, it } from 'vitest';
import { readJsonPath, rupeesToPaise } from './http-source';

describe('readJsonPath', () => {
  const doc = {
    data: { gold: { price: 7650.25 } },
    items: [
      { product_name: 'PeopleJoined', price1: 12 },
      { product_name: 'Gold', price: '7650.25' },
    ],
  };
  it('follows keys, array indexes and key=value selectors', () => {
    expect(readJsonPath(doc, 'data.gold.price')).toBe(7650.25);
    expect(readJsonPath(doc, 'items.1.price')).toBe('7650.25');
    expect(readJsonPath(doc, 'items.product_name=Gold.price')).toBe('7650.25');
    expect(readJsonPath(doc.items, 'product_name=Gold.price')).toBe('7650.25');
  });
  it('gives undefined for a missing path, never a prototype property', () => {
    expect(readJsonPath(doc, 'data.silver.price')).toBeUndefined();
    expect(readJsonPath(doc, 'items.product_name=Silver.price')).toBeUndefined();
    expect(readJsonPath(doc, 'data.constructor')).toBeUndefined();
    expect(readJsonPath(7650, 'price')).toBeUndefined();
  });
});

describe('rupeesToPaise', () => {
  it('converts plain decimals exactly, half-up past the paisa', () => {
    expect(rupeesToPaise(7650.25)).toBe(765025);
    expect(rupeesToPaise('7650.25')).toBe(765025);
    expect(rupeesToPaise(7650)).toBe(765000);
    expect(rupeesToPaise('7650.125')).toBe(765013);
    expect(rupeesToPaise('7650.124')).toBe(765012);
    expect(rupeesToPaise(' 7650.1 ')).toBe(765010);
  });
  it('refuses non-positive, non-numeric and exotic values', () => {
    for (const v of [
      0,
      -5,
      '0.00',
      '-7650',
      '7,650',
      '7650abc',
      '1e4',
      '',
      null,
      true,
      {},
      [],
      NaN,
      Infinity,
    ]) {
      expect(rupeesToPaise(v)).toBeNull();
    }
    expect(rupeesToPaise(0.001)).toBeNull();
  });
});
