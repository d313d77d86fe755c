import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocalized } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { termsAndConditionsDocument } from './content/terms.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function TermsPage() {
  const doc = useLocalized(termsAndConditionsDocument);
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={doc} values={legalValues(config)} />;
}
