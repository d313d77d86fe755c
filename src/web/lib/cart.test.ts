import { describe, expect, it } from 'vitest';
import { addLine, addToCart, CART_KEY, parseCart, readCart } from './cart';

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

describe('stored cart', () => {
  it('keeps product and quantity under the key cart, and no price', () => {
    const store = memoryStore();
    addToCart('prd_a', store);
    expect(addToCart('prd_a', store)).toEqual({ productId: 'prd_a', quantity: 2 });
    expect(JSON.parse(store.data.get(CART_KEY)!)).toEqual([{ productId: 'prd_a', quantity: 2 }]);
    addToCart('prd_b', store);
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
