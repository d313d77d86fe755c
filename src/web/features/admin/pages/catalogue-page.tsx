import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  PRODUCT_LIMITS,
  STORE_LINES,
  type Product,
  type ProductInput,
} from '../../../../shared/api/catalogue';
import {
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { PageLink } from '../../../components/ui/page-link';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import {
  useConsoleProduct,
  useConsoleProducts,
  useCreateProduct,
  usePricePreview,
  useUpdateProduct,
  useUploadImage,
  type ProductsShown,
} from '../catalogue-api';
import { catalogueMessages, type CatalogueMessages } from '../catalogue-messages';
import { ConsoleShell, QueryState, ShowMore } from '../components/console-shell';
import { parseScaled } from '../scaled-number';

const NEW = 'new';

const coverOf = (p: Product) => p.images[0]?.variants.find((v) => v.width <= 320) ?? null;

function ProductRow({ p }: { p: Product }) {
  const m = useMessages(catalogueMessages);
  const update = useUpdateProduct(p.id);
  const cover = coverOf(p);
  return (
    <li className="card grid grid-cols-[4rem_minmax(0,1fr)] gap-3 p-3 md:grid-cols-[4rem_minmax(0,1fr)_8rem_10rem] md:items-center md:p-4">
      {cover ? (
        <img
          src={cover.url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="bg-cream-deep size-16 rounded-lg object-cover"
        />
      ) : (
        <span className="bg-cream-deep text-muted flex size-16 items-center justify-center rounded-lg text-center text-xs">
          {m.noImage}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words">{p.title}</p>
        <p className="text-muted text-sm">
          {fmt(m.productLine, {
            catalogue: p.catalogue,
            grams: formatGramsFromMg(p.weightMg),
            making: formatPercentFromBp(p.makingBp),
            sku: p.sku,
          })}
        </p>
        <p className={`text-sm font-medium ${p.active ? 'text-success' : 'text-danger'}`}>
          {p.active ? m.stateShown : m.stateHidden}
        </p>
      </div>
      <p className="col-start-2 text-sm tabular-nums md:col-start-auto md:text-right">
        <span className="text-muted md:hidden">{m.colPrice}: </span>
        {p.price ? formatRupees(p.price.totalPaise) : m.noPrice}
      </p>
      <div className="col-start-2 flex flex-wrap gap-2 md:col-start-auto md:flex-nowrap md:justify-end">
        <PageLink
          to={paths.adminCatalogue.href({ productId: p.id })}
          className="btn-outline min-h-11 px-4"
          aria-label={`${m.edit} ${p.title}`}
        >
          {m.edit}
        </PageLink>
        <button
          type="button"
          className={p.active ? 'btn-dark min-h-11 px-4' : 'btn-primary min-h-11 px-4'}
          disabled={update.isPending}
          aria-label={`${p.active ? m.hide : m.show} ${p.title}`}
          onClick={() => update.mutate({ active: !p.active })}
        >
          {p.active ? m.hide : m.show}
        </button>
      </div>
      {update.error != null && (
        <p role="alert" className="text-danger col-span-full text-sm">
          {errorMessage(update.error)}
        </p>
      )}
    </li>
  );
}

function ProductList() {
  const m = useMessages(catalogueMessages);
  const [shown, setShown] = useState<ProductsShown>('all');
  const q = useConsoleProducts(shown);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const filters: [ProductsShown, string][] = [
    ['all', m.filterAll],
    ['true', m.filterShown],
    ['false', m.filterHidden],
  ];
  return (
    <>
      <div role="group" aria-label={m.filterLabel} className="mb-4 flex flex-wrap gap-2">
        {filters.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={shown === value}
            onClick={() => setShown(value)}
            className={`min-h-11 rounded-full px-4 text-sm font-medium ${
              shown === value ? 'bg-ink text-gold-100' : 'border-ink/15 border bg-white'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && (
        <>
          <p className="text-muted mb-2 text-sm">{fmt(m.total, { n: total })}</p>
          {items.length === 0 ? (
            <p className="card p-4">{m.empty}</p>
          ) : (
            <ul className="grid gap-3" aria-label={m.title}>
              {items.map((p) => (
                <ProductRow key={p.id} p={p} />
              ))}
            </ul>
          )}
          <ShowMore q={q} label={m.more} />
        </>
      )}
    </>
  );
}

type FormValues = {
  title: string;
  sku: string;
  catalogue: string;
  weight: string;
  purity: string;
  making: string;
  referral: string;
  hsnCode: string;
  description: string;
  active: boolean;
};

const EMPTY: FormValues = {
  title: '',
  sku: '',
  catalogue: 'Gold Coin',
  weight: '',
  purity: '24K 999.9',
  making: '',
  referral: '0',
  hsnCode: '7108',
  description: '',
  active: true,
};

/** "8.5" from 850 basis points: what the form shows of a stored rate. */
const percentText = (bp: number) => formatPercentFromBp(bp).replace('%', '');

const valuesOf = (p: Product): FormValues => ({
  title: p.title,
  sku: p.sku,
  catalogue: p.catalogue,
  weight: formatGramsFromMg(p.weightMg).replace(/,/g, ''),
  purity: p.purity,
  making: percentText(p.makingBp),
  referral: percentText(p.referralCommissionBp),
  hsnCode: p.hsnCode,
  description: p.description,
  active: p.active,
});

/** The numbers of the form, checked against the limits the server keeps (null: not valid). */
function numbersOf(v: FormValues) {
  const weightMg = parseScaled(v.weight, 3);
  const makingBp = parseScaled(v.making, 2);
  const referralCommissionBp = parseScaled(v.referral, 2);
  const { weightMg: w, makingBp: mk, referralCommissionBp: rf } = PRODUCT_LIMITS;
  return {
    weightMg: weightMg !== null && weightMg >= w.min && weightMg <= w.max ? weightMg : null,
    makingBp: makingBp !== null && makingBp <= mk.max ? makingBp : null,
    referralCommissionBp:
      referralCommissionBp !== null && referralCommissionBp <= rf.max ? referralCommissionBp : null,
  };
}

function PricePreview({
  weightMg,
  makingBp,
}: {
  weightMg: number | null;
  makingBp: number | null;
}) {
  const m = useMessages(catalogueMessages);
  const item = weightMg !== null && makingBp !== null ? { weightMg, makingBp } : null;
  const q = usePricePreview(item);
  const price = item ? q.data?.price : undefined;
  return (
    <section
      className="bg-cream-deep rounded-lg p-4"
      aria-labelledby="price-preview"
      aria-live="polite"
      data-testid="price-preview"
    >
      <h2 id="price-preview" className="font-semibold">
        {m.previewTitle}
      </h2>
      {!item ? (
        <p className="text-muted mt-2">{m.previewWaiting}</p>
      ) : q.error ? (
        <p className="text-danger mt-2">{errorMessage(q.error)}</p>
      ) : price === null ? (
        <p className="text-muted mt-2">{m.previewNoPrice}</p>
      ) : price ? (
        <>
          <p className="text-muted mt-1 text-sm">
            {fmt(m.previewIntro, { price: formatRupees(price.goldPricePaisePerGram) })}
          </p>
          <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
            <dt className="text-muted">{m.previewMetal}</dt>
            <dd className="text-right">{formatRupees(price.metalPaise)}</dd>
            <dt className="text-muted">{m.previewMaking}</dt>
            <dd className="text-right">{formatRupees(price.makingPaise)}</dd>
            <dt className="text-muted">{m.previewGst}</dt>
            <dd className="text-right">{formatRupees(price.gstPaise)}</dd>
            <dt className="border-ink/10 mt-1 border-t pt-1 font-semibold">{m.previewTotal}</dt>
            <dd
              className="border-ink/10 mt-1 border-t pt-1 text-right text-base font-bold"
              data-testid="preview-total"
            >
              {formatRupees(price.totalPaise)}
            </dd>
          </dl>
        </>
      ) : (
        <p className="text-muted mt-2">…</p>
      )}
    </section>
  );
}

function ImageUpload({
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

function Images({ p }: { p: Product }) {
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

/** Client-side checks with the server's own limits and words; the server checks again. */
function checkForm(m: CatalogueMessages, v: FormValues) {
  const n = numbersOf(v);
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const k of ['title', 'sku', 'catalogue', 'purity', 'hsnCode'] as const)
    if (!v[k].trim()) errors[k] = m.required;
  if (n.weightMg === null) errors.weight = m.weightInvalid;
  if (n.makingBp === null) errors.making = m.makingInvalid;
  if (n.referralCommissionBp === null) errors.referral = m.referralInvalid;
  return { n, errors };
}

function ProductForm({ product }: { product?: Product }) {
  const m = useMessages(catalogueMessages);
  const navigate = useNavigate();
  const isNew = !product;
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? NEW);
  const upload = useUploadImage();
  const [values, setValues] = useState<FormValues>(product ? valuesOf(product) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [file, setFile] = useState<File | null>(null);
  // after adding, the product's own page says so (and whether its image went up)
  const arrived = (useLocation().state as { status?: string } | null)?.status;
  const [status, setStatus] = useState<string | undefined>(arrived);
  const save = isNew ? create : update;
  const server = fieldErrors(save.error);
  const n = numbersOf(values);

  const set =
    (k: keyof FormValues) =>
    (e: { target: { value: string } }): void => {
      setValues((v) => ({ ...v, [k]: e.target.value }));
      setStatus(undefined);
    };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(m, values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    const body: ProductInput = {
      title: values.title,
      sku: values.sku,
      catalogue: values.catalogue,
      weightMg: checked.n.weightMg!,
      makingBp: checked.n.makingBp!,
      referralCommissionBp: checked.n.referralCommissionBp!,
      purity: values.purity,
      hsnCode: values.hsnCode,
      description: values.description,
      active: values.active,
    };
    if (!isNew) {
      update.mutate(body, { onSuccess: () => setStatus(m.saved) });
      return;
    }
    create.mutate(body, {
      onSuccess: async (p) => {
        let message = m.created;
        if (file) {
          try {
            await upload.mutateAsync({ productId: p.id, file });
          } catch (err) {
            message = fmt(m.createdImageFailed, { message: errorMessage(err) });
          }
        }
        void navigate(paths.adminCatalogue.href({ productId: p.id }), {
          state: { status: message },
        });
      },
    });
  };

  const err = (k: keyof FormValues, serverKey: string = k) => errors[k] ?? server?.[serverKey];
  const busy = save.isPending || upload.isPending;

  return (
    <div
      className={`grid gap-4 lg:items-start ${product ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : 'max-w-3xl'}`}
    >
      <form className="card grid gap-4 p-4 md:p-6" onSubmit={onSubmit} noValidate>
        <TextField
          label={m.fieldTitle}
          value={values.title}
          onChange={set('title')}
          maxLength={120}
          error={err('title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.fieldCatalogue}
            value={values.catalogue}
            onChange={set('catalogue')}
            list="catalogue-lines"
            maxLength={60}
            hint={m.fieldCatalogueHint}
            error={err('catalogue')}
          />
          <datalist id="catalogue-lines">
            {STORE_LINES.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
          <TextField
            label={m.fieldSku}
            value={values.sku}
            onChange={set('sku')}
            autoComplete="off"
            maxLength={40}
            hint={m.fieldSkuHint}
            error={err('sku')}
          />
          <TextField
            label={m.fieldWeight}
            value={values.weight}
            onChange={set('weight')}
            inputMode="decimal"
            autoComplete="off"
            hint={m.fieldWeightHint}
            error={err('weight', 'weightMg')}
          />
          <TextField
            label={m.fieldPurity}
            value={values.purity}
            onChange={set('purity')}
            maxLength={40}
            hint={m.fieldPurityHint}
            error={err('purity')}
          />
          <TextField
            label={m.fieldMaking}
            value={values.making}
            onChange={set('making')}
            inputMode="decimal"
            autoComplete="off"
            hint={m.fieldPercentHint}
            error={err('making', 'makingBp')}
          />
          <TextField
            label={m.fieldReferral}
            value={values.referral}
            onChange={set('referral')}
            inputMode="decimal"
            autoComplete="off"
            hint={m.fieldReferralHint}
            error={err('referral', 'referralCommissionBp')}
          />
          <TextField
            label={m.fieldHsn}
            value={values.hsnCode}
            onChange={set('hsnCode')}
            inputMode="numeric"
            maxLength={8}
            hint={m.fieldHsnHint}
            error={err('hsnCode')}
          />
        </div>
        <PricePreview weightMg={n.weightMg} makingBp={n.makingBp} />
        <TextAreaField
          label={m.fieldDescription}
          value={values.description}
          onChange={set('description')}
          maxLength={2000}
          rows={4}
          error={err('description')}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={values.active}
            onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
          />
          <span className="font-medium">{m.fieldShown}</span>
        </label>
        {isNew && <ImageUpload file={file} onFile={setFile} />}
        {save.error != null && !server && (
          <p role="alert" className="text-danger">
            {errorMessage(save.error)}
          </p>
        )}
        {status && (
          <p role="status" className="text-success font-medium">
            {status}
          </p>
        )}
        <button type="submit" className="btn-primary w-fit" disabled={busy}>
          {busy ? m.saving : isNew ? m.create : m.save}
        </button>
      </form>
      {product && (
        <div className="lg:sticky lg:top-20">
          <Images p={product} />
        </div>
      )}
    </div>
  );
}

function ProductEditor({ id }: { id: string }) {
  const m = useMessages(catalogueMessages);
  const isNew = id === NEW;
  const q = useConsoleProduct(isNew ? undefined : id);
  return (
    <>
      <PageLink
        to={paths.adminCatalogue.href()}
        className="text-gold-800 mb-4 inline-flex min-h-11 items-center underline"
      >
        ← {m.backToList}
      </PageLink>
      {isNew ? (
        <ProductForm />
      ) : (
        <>
          <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
          {/* a new form when another product opens: its values start from that product */}
          {q.data && <ProductForm key={q.data.id} product={q.data} />}
        </>
      )}
    </>
  );
}

/** Catalogue (issue 16.4): every product, hidden ones too; add, edit, hide and show them. */
export function CataloguePage() {
  const m = useMessages(catalogueMessages);
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  const q = useConsoleProduct(productId && productId !== NEW ? productId : undefined);
  const title = !productId
    ? m.title
    : productId === NEW
      ? m.newTitle
      : q.data
        ? fmt(m.editTitle, { title: q.data.title })
        : m.title;
  return (
    <ConsoleShell
      title={title}
      intro={productId ? undefined : m.intro}
      actions={
        productId ? undefined : (
          <PageLink
            to={paths.adminCatalogue.href({ productId: NEW })}
            className="btn-primary min-h-11 px-4"
          >
            {m.newProduct}
          </PageLink>
        )
      }
    >
      {productId ? <ProductEditor id={productId} /> : <ProductList />}
    </ConsoleShell>
  );
}
