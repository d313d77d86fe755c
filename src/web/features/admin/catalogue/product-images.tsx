/** A product's images: the ones stored and the upload of another. */
import { useState } from 'react';
import { type Product } from '../../../../shared/api/catalogue';
import { errorMessage } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import { useUploadImage } from '../catalogue-api';
import { catalogueMessages } from '../catalogue-messages';

export function ImageUpload({
  file,
  onFile,
  error,
}: {
  file: File | null;
  onFile: (f: File | null) => void;
  error?: string;
}) {
  const m = useMessages(catalogueMessages);
  return (
    <div>
      <label htmlFor="product-image" className="field-label">
        {m.imageLabel}
      </label>
      <input
        id="product-image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="field-input py-2"
        aria-describedby="product-image-hint"
        aria-invalid={error ? true : undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        // a new choice after an upload: the same file may be chosen again
        key={file ? 'chosen' : 'empty'}
      />
      {error ? (
        <p className="field-error">{error}</p>
      ) : (
        <p id="product-image-hint" className="text-muted mt-1 text-xs">
          {m.imageHint}
        </p>
      )}
    </div>
  );
}

export function Images({ p }: { p: Product }) {
  const m = useMessages(catalogueMessages);
  const upload = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  return (
    <section className="card grid gap-3 p-4 md:p-6" aria-labelledby="product-images">
      <h2 id="product-images" className="text-lg font-semibold">
        {m.imagesTitle}
      </h2>
      {p.images.length === 0 ? (
        <p className="text-muted">{m.noImage}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {p.images.map((img, i) => {
            const v = img.variants.find((x) => x.width <= 320) ?? img.variants[0];
            return v ? (
              <li key={img.id}>
                <img
                  src={v.url}
                  alt={fmt(m.imageAlt, { n: i + 1, title: p.title })}
                  width={96}
                  height={96}
                  className="bg-cream-deep size-24 rounded-lg object-cover"
                />
              </li>
            ) : null;
          })}
        </ul>
      )}
      <ImageUpload
        file={file}
        onFile={(f) => {
          setFile(f);
          setDone(false);
          upload.reset();
        }}
        error={upload.error ? errorMessage(upload.error) : undefined}
      />
      {done && (
        <p role="status" className="text-success font-medium">
          {m.imageAdded}
        </p>
      )}
      <button
        type="button"
        className="btn-outline w-fit"
        disabled={!file || upload.isPending}
        onClick={() =>
          file &&
          upload.mutate(
            { productId: p.id, file },
            {
              onSuccess: () => {
                setFile(null);
                setDone(true);
              },
            },
          )
        }
      >
        {upload.isPending ? m.imageUploading : m.imageAdd}
      </button>
    </section>
  );
}
