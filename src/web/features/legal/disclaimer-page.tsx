import { useSuspenseQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../lib/queries/config';
import { disclaimer } from './content/disclaimer.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function DisclaimerPage() {
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={disclaimer} values={legalValues(config)} />;
}
