import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocalized } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { disclaimerDocument } from './content/disclaimer.en';
import { LegalDocument } from './legal-document';
import { legalValues } from './legal-values';

export function DisclaimerPage() {
  const doc = useLocalized(disclaimerDocument);
  const config = useSuspenseQuery(configQueryOptions()).data;
  return <LegalDocument doc={doc} values={legalValues(config)} />;
}
