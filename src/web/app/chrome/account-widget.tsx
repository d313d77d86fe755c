import { Link } from 'react-router';
import { formatAnts, formatGrams } from '../../../shared/money/format';
import { fmt, useMessages } from '../../lib/i18n';
import { useBalances } from '../../lib/queries/balances';
import { widgetMessages } from './widget-messages';
import { paths } from '../../../shared/routes';

/**
 * The account widget (spec 2): links to /user/currency; 'Start Earning' while loading, '0 Earn'
 * with no data (signed out, or nothing earned yet), otherwise Ants to 2 decimals like money
 * (decisions.md) and gold grams to 3,
 * and 'Error: {message}' when the balance request fails.
 */
export function AccountWidget() {
  const m = useMessages(widgetMessages);
  const { data, error, isPending, isSignedIn } = useBalances();

  let content;
  if (!isSignedIn) content = <span>{m.zeroEarn}</span>;
  else if (error) {
    const text = fmt(m.error, { message: error.message });
    content = (
      <span className="text-gold-100 block max-w-[8rem] truncate md:max-w-[14rem]" title={text}>
        {text}
      </span>
    );
  } else if (isPending) content = <span>{m.startEarning}</span>;
  else if (!data || (data.antsCenti === 0 && data.goldE8 === 0))
    content = <span>{m.zeroEarn}</span>;
  else
    content = (
      <>
        <span className="block">{fmt(m.ants, { value: formatAnts(data.antsCenti) })}</span>
        <span className="block">{fmt(m.grams, { value: formatGrams(data.goldE8, 3) })}</span>
      </>
    );

  return (
    <Link
      to={paths.currency.href()}
      data-testid="account-widget"
      className="border-gold-500/50 text-gold-100 hover:bg-ink-soft flex min-h-11 shrink-0 flex-col justify-center rounded-xl border px-2 text-right text-[11px] leading-tight font-semibold whitespace-nowrap tabular-nums md:px-3 md:text-xs"
    >
      {content}
    </Link>
  );
}
