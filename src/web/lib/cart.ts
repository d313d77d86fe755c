/**
 * The bag kept in local storage under the key 'cart' (spec 3: Cart item; spec 4: Cart). It names products and quantities only: a price is never stored here, the server
 * prices every line from the catalogue and the current gold price.
 */
export const CART_KEY = 'cart';

export type CartLine = { productId: string; quantity: number };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads a stored cart, dropping anything malformed (old shapes, prices, bad quantities). */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  for (const item of data) {
    const { productId, quantity } = (item ?? {}) as Record<string, unknown>;
    if (typeof productId === 'string' && Number.isSafeInteger(quantity) && (quantity as number) > 0)
      lines.push({ productId, quantity: quantity as number });
  }
  // the cart holds one product line (spec 3)
  return lines.slice(0, 1);
}

/**
 * Spec 4: adding a different product replaces the cart; adding the same product adds to its
 * quantity.
 */
export function addLine(
  cart: CartLine[],
  productId: string,
  quantity = 1,
  maxQuantity = Number.MAX_SAFE_INTEGER,
): CartLine[] {
  const same = cart.find((l) => l.productId === productId);
  return [{ productId, quantity: Math.min(maxQuantity, (same?.quantity ?? 0) + quantity) }];
}

/**
 * The result of asking for a quantity (minus, plus or typed): never below 0, and 0 removes the
 * line (spec 4); above the per-order maximum it stops at the maximum and says so.
 */
export function setLineQuantity(
  cart: CartLine[],
  productId: string,
  wanted: number,
  maxQuantity: number,
): { cart: CartLine[]; isCapped: boolean } {
  const q = Number.isFinite(wanted) ? Math.max(0, Math.floor(wanted)) : 0;
  const isCapped = q > maxQuantity;
  const quantity = Math.min(q, maxQuantity);
  const others = cart.filter((l) => l.productId !== productId);
  if (!cart.some((l) => l.productId === productId)) return { cart, isCapped: false };
  return { cart: quantity === 0 ? others : [{ productId, quantity }], isCapped };
}

/** Removes a product's line. */
export const removeLine = (cart: CartLine[], productId: string) =>
  cart.filter((l) => l.productId !== productId);

export function writeCart(cart: CartLine[], store: KeyValueStore = localStorage) {
  store.setItem(CART_KEY, JSON.stringify(cart));
}

export function readCart(store: KeyValueStore = localStorage): CartLine[] {
  return parseCart(store.getItem(CART_KEY));
}

/** Adds a product to the stored cart and returns the line as it now stands. */
export function addToCart(
  productId: string,
  maxQuantity?: number,
  store: KeyValueStore = localStorage,
): CartLine {
  const next = addLine(readCart(store), productId, 1, maxQuantity);
  store.setItem(CART_KEY, JSON.stringify(next));
  return next[0]!;
}
