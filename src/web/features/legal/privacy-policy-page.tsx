import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocalized } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { privacyPolicyDocument } from './content/privacy.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function PrivacyPolicyPage() {
  const doc = useLocalized(privacyPolicyDocument);
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={doc} values={legalValues(config)} />;
}
