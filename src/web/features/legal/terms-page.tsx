import { useSuspenseQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../lib/queries/config';
import { termsAndConditions } from './content/terms.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function TermsPage() {
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={termsAndConditions} values={legalValues(config)} />;
}
