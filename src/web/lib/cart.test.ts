import { describe, expect, it } from 'vitest';
import {
  addLine,
  addToCart,
  CART_KEY,
  parseCart,
  readCart,
  removeLine,
  setLineQuantity,
} from './cart';

const memoryStore = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
};

describe('cart rules (spec 4)', () => {
  it('adds the same product to its quantity', () => {
    expect(addLine([{ productId: 'prd_a', quantity: 2 }], 'prd_a')).toEqual([
      { productId: 'prd_a', quantity: 3 },
    ]);
  });
  it('replaces the cart with a different product', () => {
    expect(addLine([{ productId: 'prd_a', quantity: 2 }], 'prd_b')).toEqual([
      { productId: 'prd_b', quantity: 1 },
    ]);
  });
  it('starts an empty cart with one', () => {
    expect(addLine([], 'prd_a')).toEqual([{ productId: 'prd_a', quantity: 1 }]);
  });
});

describe('quantity in the bag', () => {
  const cart = [{ productId: 'prd_a', quantity: 2 }];
  it('minus, plus and a typed number set the quantity', () => {
    expect(setLineQuantity(cart, 'prd_a', 1, 10).cart).toEqual([
      { productId: 'prd_a', quantity: 1 },
    ]);
    expect(setLineQuantity(cart, 'prd_a', 3, 10).cart).toEqual([
      { productId: 'prd_a', quantity: 3 },
    ]);
    expect(setLineQuantity(cart, 'prd_a', 7.8, 10).cart).toEqual([
      { productId: 'prd_a', quantity: 7 },
    ]);
  });
  it('never goes below 0, and 0 removes the line', () => {
    expect(setLineQuantity(cart, 'prd_a', 0, 10).cart).toEqual([]);
    expect(setLineQuantity(cart, 'prd_a', -3, 10).cart).toEqual([]);
    expect(setLineQuantity(cart, 'prd_a', Number.NaN, 10).cart).toEqual([]);
  });
  it('stops at the per-order maximum and says so', () => {
    expect(setLineQuantity(cart, 'prd_a', 11, 10)).toEqual({
      cart: [{ productId: 'prd_a', quantity: 10 }],
      isCapped: true,
    });
    expect(setLineQuantity(cart, 'prd_a', 10, 10).isCapped).toBe(false);
    expect(addLine([{ productId: 'prd_a', quantity: 10 }], 'prd_a', 1, 10)).toEqual([
      { productId: 'prd_a', quantity: 10 },
    ]);
  });
  it('remove deletes the line; a product not in the bag changes nothing', () => {
    expect(removeLine(cart, 'prd_a')).toEqual([]);
    expect(setLineQuantity(cart, 'prd_b', 4, 10).cart).toBe(cart);
  });
});

describe('stored cart', () => {
  it('keeps product and quantity under the key cart, and no price', () => {
    const store = memoryStore();
    addToCart('prd_a', undefined, store);
    expect(addToCart('prd_a', undefined, store)).toEqual({ productId: 'prd_a', quantity: 2 });
    expect(JSON.parse(store.data.get(CART_KEY)!)).toEqual([{ productId: 'prd_a', quantity: 2 }]);
    addToCart('prd_b', undefined, store);
    expect(readCart(store)).toEqual([{ productId: 'prd_b', quantity: 1 }]);
  });
  it('drops malformed or tampered content, including any price', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"productId":"x"}')).toEqual([]);
    expect(parseCart('[{"productId":"x","quantity":-1},{"productId":"y","quantity":1.5}]')).toEqual(
      [],
    );
    expect(parseCart('[{"productId":"x","quantity":2,"price":1}]')).toEqual([
      { productId: 'x', quantity: 2 },
    ]);
  });
});
