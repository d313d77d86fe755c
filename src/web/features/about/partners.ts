// The operator's partners, drawn as simple wordmarks (fictional names: no third-party trademarks).
export type PartnerKind =
  | 'kindVault'
  | 'kindInsurer'
  | 'kindAssayer'
  | 'kindRefiner'
  | 'kindLogistics'
  | 'kindSecurity'
  | 'kindPayment';

export type PartnerMark =
  'shield' | 'hex' | 'drop' | 'circle' | 'diamond' | 'arrow' | 'leaf' | 'wave';

export type Partner = {
  name: string;
  /** second line of the wordmark */
  tag: string;
  kind: PartnerKind;
  mark: PartnerMark;
  color: string;
};

export const SAFETY_PARTNERS: readonly Partner[] = [
  { name: 'Musi', tag: 'SECURE VAULTS', kind: 'kindVault', mark: 'shield', color: '#14231c' },
  {
    name: 'Deccan',
    tag: 'SHIELD INSURANCE',
    kind: 'kindInsurer',
    mark: 'circle',
    color: '#1f4e79',
  },
  { name: 'TrueKarat', tag: 'ASSAYERS', kind: 'kindAssayer', mark: 'diamond', color: '#8a6811' },
  { name: 'Kohinoor', tag: 'REFINERY', kind: 'kindRefiner', mark: 'hex', color: '#6b2737' },
  { name: 'Banyan', tag: 'LOGISTICS', kind: 'kindLogistics', mark: 'leaf', color: '#1d6b40' },
  { name: 'Kite', tag: 'EXPRESS', kind: 'kindLogistics', mark: 'arrow', color: '#b33c1a' },
  { name: 'Sentinel', tag: 'GUARDING', kind: 'kindSecurity', mark: 'shield', color: '#2f3a45' },
  { name: 'Assay', tag: 'HOUSE INDIA', kind: 'kindAssayer', mark: 'drop', color: '#5a3e8a' },
];

export const PAYMENT_PARTNERS: readonly Partner[] = [
  { name: 'LotusPay', tag: 'UPI', kind: 'kindPayment', mark: 'leaf', color: '#a2266b' },
  { name: 'Peacock', tag: 'WALLET', kind: 'kindPayment', mark: 'drop', color: '#12607a' },
  { name: 'Saffron', tag: 'BANK', kind: 'kindPayment', mark: 'circle', color: '#a84a0a' },
  { name: 'Nilgiri', tag: 'BANK', kind: 'kindPayment', mark: 'wave', color: '#245a9c' },
  { name: 'Indus', tag: 'CARD NETWORK', kind: 'kindPayment', mark: 'hex', color: '#2b2b6e' },
  { name: 'Coral', tag: 'PAY', kind: 'kindPayment', mark: 'arrow', color: '#c23b3b' },
  { name: 'Monsoon', tag: 'WALLET', kind: 'kindPayment', mark: 'wave', color: '#1b6f6a' },
  { name: 'Tulsi', tag: 'UPI', kind: 'kindPayment', mark: 'diamond', color: '#3e7a1e' },
];
