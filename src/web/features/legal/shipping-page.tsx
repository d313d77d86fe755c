import { useSuspenseQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../lib/queries/config';
import { shippingPolicy } from './content/shipping.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function ShippingPage() {
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={shippingPolicy} values={legalValues(config)} />;
}
