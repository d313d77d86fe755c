import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('returns a same-site path with its query', () => {
    expect(safeNext('/user/profileedit')).toBe('/user/profileedit');
    expect(safeNext('/Store/cart?from=x')).toBe('/Store/cart?from=x');
  });
  it('goes home for anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'user/dashboard',
      '/signin',
      '/signup?next=/x',
    ]) {
      expect(safeNext(bad)).toBe('/');
    }
  });
});
