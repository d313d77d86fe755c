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

describe('amountInWords in Telugu and Hindi (issue 30: the invoice in its languages)', () => {
  it('spells Telugu with the joining forms of lakh, thousand and hundred', () => {
    expect(amountInWords(10000, 'te')).toBe('వంద రూపాయలు మాత్రమే');
    expect(amountInWords(12000, 'te')).toBe('నూట ఇరవై రూపాయలు మాత్రమే');
    expect(amountInWords(250000, 'te')).toBe('రెండు వేల ఐదు వందల రూపాయలు మాత్రమే');
    expect(amountInWords(200000, 'te')).toBe('రెండు వేల రూపాయలు మాత్రమే');
    expect(amountInWords(10000000, 'te')).toBe('ఒక లక్ష రూపాయలు మాత్రమే');
    expect(amountInWords(12345678, 'te')).toBe(
      'ఒక లక్ష ఇరవై మూడు వేల నాలుగు వందల యాభై ఆరు రూపాయలు, డెబ్బై ఎనిమిది పైసలు మాత్రమే',
    );
    expect(amountInWords(12345678900, 'te')).toBe(
      'పన్నెండు కోట్ల ముప్పై నాలుగు లక్షల యాభై ఆరు వేల ఏడు వందల ఎనభై తొమ్మిది రూపాయలు మాత్రమే',
    );
    expect(amountInWords(100, 'te')).toBe('ఒక రూపాయి మాత్రమే');
    expect(amountInWords(50000, 'te')).toBe('ఐదు వందల రూపాయలు మాత్రమే');
  });

  it('spells Hindi with lakh and crore', () => {
    expect(amountInWords(10000, 'hi')).toBe('एक सौ रुपये मात्र');
    expect(amountInWords(12345678, 'hi')).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र');
    expect(amountInWords(1000000000, 'hi')).toBe('एक करोड़ रुपये मात्र');
  });
});
