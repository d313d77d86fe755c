import { describe, expect, it } from 'vitest';
import { parseSetupModes, setupDeviceOf, setupInstrumentOf, setupModesFor } from './autopay-setup';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('Autopay set-up modes', () => {
  it('tells a phone (and its OS) from a desktop', () => {
    expect(setupDeviceOf(ANDROID)).toBe('ANDROID');
    expect(setupDeviceOf(IPHONE)).toBe('IOS');
    expect(setupDeviceOf(DESKTOP)).toBe('DESKTOP');
    expect(setupDeviceOf(undefined)).toBe('DESKTOP');
  });

  it('offers the intent on a phone, the QR on a desktop, and collect only when configured', () => {
    const all = parseSetupModes('intent, qr, collect');
    expect(setupModesFor('ANDROID', all)).toEqual(['INTENT', 'COLLECT']);
    expect(setupModesFor('IOS', all)).toEqual(['INTENT', 'COLLECT']);
    expect(setupModesFor('DESKTOP', all)).toEqual(['QR', 'COLLECT']);
    const noCollect = parseSetupModes('INTENT,QR');
    expect(setupModesFor('ANDROID', noCollect)).toEqual(['INTENT']);
    expect(setupModesFor('DESKTOP', noCollect)).toEqual(['QR']);
  });

  it('refuses a configuration with an unknown word or without an intent', () => {
    expect(() => parseSetupModes('intent,upi_qr')).toThrow(/not a set-up mode: UPI_QR/);
    expect(() => parseSetupModes('collect')).toThrow(/INTENT or QR/);
    expect(() => parseSetupModes('')).toThrow(/INTENT or QR/);
    expect(parseSetupModes('qr,QR,collect')).toEqual(['QR', 'COLLECT']);
  });

  it('asks the gateway for UPI_INTENT with the OS, or UPI_COLLECT to the UPI ID; never UPI_QR', () => {
    expect(setupInstrumentOf('INTENT', 'IOS')).toEqual({ type: 'UPI_INTENT', deviceOS: 'IOS' });
    expect(setupInstrumentOf('INTENT', 'ANDROID')).toEqual({
      type: 'UPI_INTENT',
      deviceOS: 'ANDROID',
    });
    // a QR is scanned by any phone: the generic (Android) intent
    expect(setupInstrumentOf('QR', 'DESKTOP')).toEqual({ type: 'UPI_INTENT', deviceOS: 'ANDROID' });
    expect(setupInstrumentOf('COLLECT', 'DESKTOP', 'asha@ybl')).toEqual({
      type: 'UPI_COLLECT',
      vpa: 'asha@ybl',
    });
    expect(() => setupInstrumentOf('COLLECT', 'IOS')).toThrow(/UPI ID/);
  });
});
