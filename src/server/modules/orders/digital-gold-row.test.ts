import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { digitalGoldOrderRow, type DigitalGoldOrderInput } from './digital-gold-row';

// the operator is in Telangana (PIN prefix 50), GST 3% inside the amount (decisions.md: Money)
const config = loadConfig({});
const quotedAt = new Date('2026-11-26T10:00:00Z');
const buyer = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  address: 'Flat 4, Road 12, Banjara Hills, Hyderabad 500034',
};
const input = (over: Partial<DigitalGoldOrderInput> = {}): DigitalGoldOrderInput => ({
  kind: 'DigitalGold',
  userId: 'usr_1',
  buyer,
  // Rs 1,000 at Rs 7,650.00 a gram
  quote: { amountPaise: 100_000, goldE8: 849_673_20, pricePaisePerGram: 765_000 },
  quotedAt,
  referrerUserId: null,
  idempotencyKey: 'k1',
  ...over,
});

describe('the digital-gold order row', () => {
  it('a buyer in the operator state: taxable value and GST inside the amount, CGST + SGST, place of supply from the PIN', () => {
    const row = digitalGoldOrderRow(config, input());
    // Rs 1,000 = Rs 970.87 taxable + Rs 29.13 GST (half-up), split Rs 14.57 + Rs 14.56
    expect(row).toMatchObject({
      amountPaise: 100_000,
      taxablePaise: 97_087,
      cgstPaise: 1_457,
      sgstPaise: 1_456,
      igstPaise: 0,
      placeOfSupply: 'Telangana',
      hsnCode: '7108',
      quantity: 1,
      goldE8: 849_673_20,
      pricePaisePerGram: 765_000,
      orderlist: '24K Digital Gold 0.84967320 g',
    });
  });

  it('a buyer in another state pays the same GST as IGST, supplied to their state', () => {
    const row = digitalGoldOrderRow(
      config,
      input({ buyer: { ...buyer, address: '7 MG Road, Bengaluru 560001' } }),
    );
    expect(row).toMatchObject({
      taxablePaise: 97_087,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 2_913,
      placeOfSupply: 'Karnataka',
    });
  });

  it('an address without a PIN is supplied in the operator state, CGST + SGST', () => {
    const row = digitalGoldOrderRow(config, input({ buyer: { ...buyer, address: 'Hyderabad' } }));
    expect(row).toMatchObject({ placeOfSupply: 'Telangana', igstPaise: 0, cgstPaise: 1_457 });
  });

  it('keeps the buyer as they are at order time, for the invoice', () => {
    const row = digitalGoldOrderRow(config, input({ referrerUserId: 'usr_ref' }));
    expect(row).toMatchObject({
      userId: 'usr_1',
      buyerName: 'Asha Rao',
      buyerEmail: 'asha@example.com',
      buyerPhone: '9876543210',
      buyerAddress: buyer.address,
      referrerUserId: 'usr_ref',
      idempotencyKey: 'k1',
    });
  });

  it('a quick buy carries its quote expiry; an Autopay debit its payment id and plan in the summary', () => {
    const expires = new Date(quotedAt.getTime() + 300_000);
    expect(digitalGoldOrderRow(config, input({ quoteExpiresAt: expires }))).toMatchObject({
      kind: 'DigitalGold',
      quotedAt,
      quoteExpiresAt: expires,
    });
    const debit = digitalGoldOrderRow(
      config,
      input({
        kind: 'SubscriptionTransactions',
        merchantTransactionId: 'MSDB1',
        orderlistPrefix: 'Daily plan debit: ',
      }),
    );
    expect(debit).toMatchObject({
      kind: 'SubscriptionTransactions',
      merchantTransactionId: 'MSDB1',
      orderlist: 'Daily plan debit: 24K Digital Gold 0.84967320 g',
    });
    expect(debit.quoteExpiresAt).toBeUndefined();
  });
});
