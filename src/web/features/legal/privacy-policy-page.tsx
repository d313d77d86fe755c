import { useSuspenseQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../lib/queries/config';
import { privacyPolicy } from './content/privacy.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function PrivacyPolicyPage() {
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={privacyPolicy} values={legalValues(config)} />;
}
