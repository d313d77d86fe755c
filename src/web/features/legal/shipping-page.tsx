import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocalized } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { shippingPolicyDocument } from './content/shipping.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function ShippingPage() {
  const doc = useLocalized(shippingPolicyDocument);
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={doc} values={legalValues(config)} />;
}
