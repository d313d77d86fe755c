import type { PublicConfig } from '../../../shared/api/config';
import { formatGramsFromMg, formatPercentFromBp, formatRupees } from '../../../shared/money/format';

const rupees = (paise: number) => formatRupees(paise, { decimals: 0 });

/** The operator details and limits that legal text refers to, as display strings. */
export function legalValues(config: PublicConfig): Record<string, string> {
  const { operator, limits } = config;
  return {
    brand: config.brand,
    name: operator.name,
    address: operator.address,
    state: operator.state,
    gstin: operator.gstin,
    email: operator.supportEmail,
    phone: operator.phone,
    founder: operator.founder,
    founderEmail: operator.founderEmail,
    since: String(operator.since),
    min: rupees(limits.quickBuyMinPaise),
    max: rupees(limits.quickBuyMaxPaise),
    gst: formatPercentFromBp(limits.gstBp),
    shippingFlat: rupees(limits.shippingFlatPaise),
    freeAbove: rupees(limits.freeShippingAbovePaise),
    handling: rupees(limits.directPayHandlingPaise),
    panAbove: rupees(limits.panRequiredAbovePaise),
    exchangeBonus: rupees(limits.jewelleryExchangeBonusMaxPaise),
    vaultLimit: formatGramsFromMg(limits.vaultLimitMg),
    coinTarget: formatGramsFromMg(limits.coinDeliveryTargetMg),
    deliveryMin: String(limits.deliveryDaysMin),
    deliveryMax: String(limits.deliveryDaysMax),
  };
}
