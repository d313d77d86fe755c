import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocalized } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { returnPolicyDocument } from './content/return-policy.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function ReturnPolicyPage() {
  const doc = useLocalized(returnPolicyDocument);
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={doc} values={legalValues(config)} />;
}
