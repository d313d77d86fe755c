import { useSuspenseQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../lib/queries/config';
import { returnPolicy } from './content/return-policy.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function ReturnPolicyPage() {
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={returnPolicy} values={legalValues(config)} />;
}
