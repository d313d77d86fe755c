import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '../../components/ui/icons';
import { useMessages } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { whatsappLink } from '../../lib/whatsapp';
import { ContactForm } from './contact-form';
import { contactMessages } from './messages';

/** `/contactus` (spec 2): Email and WhatsApp buttons, address, phone, support email and the form. */
export function ContactPage() {
  const m = useMessages(contactMessages);
  const { operator } = useSuspenseQuery(configQueryOptions()).data;
  return (
    <>
      <section className="bg-ink">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-24 md:px-8 md:pt-14 md:pb-32">
          <p className="text-gold-300 text-sm font-semibold tracking-wider uppercase">
            {m.eyebrow}
          </p>
          <h1 className="font-display text-gold-50 mt-2 text-4xl font-bold md:text-5xl">
            {m.title}
          </h1>
          <p className="text-gold-50/85 mt-3 max-w-2xl text-lg">{m.lead}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a className="btn-primary min-w-32" href={`mailto:${operator.supportEmail}`}>
              <MailIcon className="size-5" />
              {m.emailButton}
            </a>
            <a
              className="btn min-w-32 bg-[#1f7a4d] text-white hover:bg-[#186640]"
              href={whatsappLink(operator.whatsapp, m.whatsappPrefill)}
              target="_blank"
              rel="noreferrer"
            >
              <WhatsAppIcon className="size-5" />
              {m.whatsappButton}
            </a>
          </div>
        </div>
      </section>

      <div className="mx-auto -mt-16 grid max-w-6xl gap-6 px-4 md:-mt-20 md:grid-cols-[1fr_1.5fr] md:items-start md:px-8">
        <section aria-labelledby="reach-title" className="card p-6 md:order-none">
          <h2 id="reach-title" className="text-xl font-semibold">
            {m.reachTitle}
          </h2>
          <dl className="mt-5 space-y-5">
            <Item icon={<MapPinIcon />} label={m.addressLabel}>
              {operator.address}
            </Item>
            <Item icon={<PhoneIcon />} label={m.phoneLabel}>
              <a className="hover:underline" href={`tel:${operator.phone.replace(/\s/g, '')}`}>
                {operator.phone}
              </a>
            </Item>
            <Item icon={<MailIcon />} label={m.supportEmailLabel}>
              <a className="break-all hover:underline" href={`mailto:${operator.supportEmail}`}>
                {operator.supportEmail}
              </a>
            </Item>
          </dl>
        </section>
        <section aria-labelledby="form-title" className="card p-6 md:p-8">
          <h2 id="form-title" className="text-xl font-semibold">
            {m.formTitle}
          </h2>
          <p className="text-muted mt-1 mb-5 text-sm">{m.formLead}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-muted text-xs font-semibold tracking-wider uppercase">
        <span className="bg-gold-50 text-gold-700 absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-xl">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}
