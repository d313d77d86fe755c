/** The console's form to add or change a product. */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORE_LINES, type Product, type ProductInput } from '../../../../shared/api/catalogue';
import { mayBeConvertible } from '../../../../shared/rules/coin-conversion';
import { paths } from '../../../../shared/routes';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import { useCreateProduct, useUpdateProduct, useUploadImage } from '../catalogue-api';
import { catalogueMessages } from '../catalogue-messages';
import { checkForm, EMPTY, NEW, numbersOf, valuesOf, type FormValues } from './form-values';
import { PricePreview } from './price-preview';
import { Images, ImageUpload } from './product-images';

export function ProductForm({ product }: { product?: Product }) {
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
  const convertibleAllowed = mayBeConvertible(values.catalogue);

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
      // only a gold coin can be: the box is off and greyed for any other line
      convertible: convertibleAllowed && values.convertible,
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
        <div>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={convertibleAllowed && values.convertible}
              disabled={!convertibleAllowed}
              aria-describedby="product-convertible-hint"
              aria-invalid={err('convertible') ? true : undefined}
              onChange={(e) => {
                setValues((v) => ({ ...v, convertible: e.target.checked }));
                setStatus(undefined);
              }}
            />
            <span className="font-medium">{m.fieldConvertible}</span>
          </label>
          {err('convertible') ? (
            <p className="field-error">{err('convertible')}</p>
          ) : (
            <p id="product-convertible-hint" className="text-muted mt-1 text-xs">
              {convertibleAllowed ? m.fieldConvertibleHint : m.fieldConvertibleCoinsOnly}
            </p>
          )}
        </div>
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
