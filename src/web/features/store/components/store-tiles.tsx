import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ComingSoonBadge, useHasPage } from '../../../components/ui/page-link';
import { useMessages } from '../../../lib/i18n';
import { storeMessages } from '../messages';
import { CoinsArt, GoldsmithArt, NuggetsArt, ReferralArt, SilverArt } from './art';
import { paths } from '../../../../shared/routes';

type Tile = {
  key: string;
  to?: string;
  title: string;
  text: string;
  Art: ComponentType<{ className?: string }>;
  wide?: boolean;
};

/** Gold Nuggets, Gold Coins, Silver Coin (coming soon, no link), Referral Store and Gold Smith. */
export function StoreTiles() {
  const m = useMessages(storeMessages);
  const hasPage = useHasPage();
  const tiles: Tile[] = [
    {
      key: 'nuggets',
      to: paths.goldNuggets.href(),
      title: m.tileNuggets,
      text: m.tileNuggetsText,
      Art: NuggetsArt,
    },
    {
      key: 'coins',
      to: paths.goldCoins.href(),
      title: m.tileCoins,
      text: m.tileCoinsText,
      Art: CoinsArt,
    },
    { key: 'silver', title: m.tileSilver, text: m.tileSilverText, Art: SilverArt },
    {
      key: 'referral',
      to: paths.referralStore.href(),
      title: m.tileReferral,
      text: m.tileReferralText,
      Art: ReferralArt,
    },
    {
      key: 'goldsmith',
      to: paths.goldSmith.href(),
      title: m.tileGoldsmith,
      text: m.tileGoldsmithText,
      Art: GoldsmithArt,
      wide: true,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-5 md:gap-5">
      {tiles.map(({ key, to: target, title, text, Art, wide }) => {
        // a tile links only to a page that exists; otherwise it says 'Coming soon'
        const to = target && hasPage(target) ? target : undefined;
        const body = (
          <>
            <span
              className={`flex items-center justify-center rounded-xl ${to ? 'bg-gradient-to-br from-ink to-ink-soft' : 'bg-gradient-to-br from-[#3b4248] to-[#5b646c]'} ${wide ? 'h-24 w-28 shrink-0 md:h-28 md:w-full' : 'h-24 md:h-28'}`}
            >
              <Art className="h-20 w-24 md:h-24 md:w-28" />
            </span>
            <span className="block min-w-0">
              <span className="font-display block text-lg leading-tight font-bold">{title}</span>
              <span className="text-muted mt-0.5 block text-xs leading-snug md:text-sm">
                {text}
              </span>
              {!to && <ComingSoonBadge className="mt-2" />}
            </span>
          </>
        );
        const layout = `card flex h-full gap-3 p-3 ${wide ? 'flex-row items-center md:flex-col md:items-stretch' : 'flex-col'}`;
        return (
          <li key={key} className={wide ? 'col-span-2 md:col-span-1' : ''}>
            {to ? (
              <Link
                to={to}
                className={`${layout} hover:ring-gold-500 transition-shadow hover:shadow-lg hover:ring-2`}
              >
                {body}
              </Link>
            ) : (
              // a page still to come is a disabled link; Silver Coin has none (spec 2)
              <div className={layout} {...(target ? { role: 'link', 'aria-disabled': true } : {})}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
