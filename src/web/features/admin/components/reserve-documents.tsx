import { useState } from 'react';
import {
  RESERVE_DOCUMENT_KINDS,
  reserveDocumentHref,
  type ReserveConsole,
  type ReserveDocumentKind,
} from '../../../../shared/api/reserve';
import { formatDate } from '../../../../shared/money/format';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { fmt, useLocale } from '../../../lib/i18n';
import { useAddReserveDocument } from '../reserve-api';
import type { reserveConsoleMessages } from '../reserve-messages';

type M = (typeof reserveConsoleMessages)['en'];

const DOC_LABEL: Record<ReserveDocumentKind, keyof M> = {
  audit: 'docAudit',
  custody: 'docCustody',
  insurance: 'docInsurance',
};

export function Documents({ data, m }: { data: ReserveConsole; m: M }) {
  const locale = useLocale();
  const upload = useAddReserveDocument();
  const [kind, setKind] = useState<ReserveDocumentKind>('audit');
  const [title, setTitle] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [file, setFile] = useState<File>();
  const errors = fieldErrors(upload.error);
  return (
    <section aria-labelledby="reserve-docs-title" className="grid gap-3">
      <h2 id="reserve-docs-title" className="text-lg font-semibold">
        {m.documentsTitle}
      </h2>
      {data.documents.length === 0 ? (
        <p className="text-muted">{m.documentsEmpty}</p>
      ) : (
        <ul className="grid gap-1">
          {data.documents.map((d) => (
            <li key={d.id}>
              <a
                className="text-gold-800 inline-flex min-h-11 items-center underline"
                href={reserveDocumentHref(d.id)}
              >
                {m[DOC_LABEL[d.kind]]}:{' '}
                {fmt(m.docLine, {
                  title: d.title,
                  date: formatDate(`${d.issuedOn}T00:00:00+05:30`, locale),
                  size: Math.ceil(d.sizeBytes / 1024),
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <form
        className="card grid gap-3 p-4 md:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate({ details: { kind, title, issuedOn }, file });
        }}
      >
        <SelectField
          label={m.docKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as ReserveDocumentKind)}
        >
          {RESERVE_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {m[DOC_LABEL[k]]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.docTitle}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          error={errors?.title}
        />
        <TextField
          label={m.docDate}
          type="date"
          value={issuedOn}
          onChange={(e) => setIssuedOn(e.target.value)}
          error={errors?.issuedOn}
        />
        <TextField
          label={m.docFile}
          type="file"
          accept="application/pdf"
          onChange={(e) => setFile(e.target.files?.[0])}
          error={errors?.file}
        />
        <div className="grid gap-2 md:col-span-2">
          {upload.error != null && !errors && (
            <p role="alert" className="text-danger">
              {errorMessage(upload.error)}
            </p>
          )}
          <button type="submit" className="btn-primary w-fit" disabled={upload.isPending || !file}>
            {upload.isPending ? m.uploading : m.upload}
          </button>
        </div>
      </form>
    </section>
  );
}
