import { describe, expect, it } from 'vitest';
import { amountInWords } from './words';

describe('amountInWords (Indian numbering)', () => {
  it('spells hand-worked amounts', () => {
    expect(amountInWords(1000)).toBe('Ten Rupees Only');
    expect(amountInWords(99999)).toBe('Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only');
    expect(amountInWords(1000000)).toBe('Ten Thousand Rupees Only');
    expect(amountInWords(10000000)).toBe('One Lakh Rupees Only');
    expect(amountInWords(12345678900)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees Only',
    );
  });
});
