import { AccountWidget } from './account-widget';
import { LivePriceBadge } from './live-price-badge';

/** The header's extra widgets on /, /Store and /aboutus (spec 2: Header). */
export function HeaderWidgets() {
  return (
    <div className="flex min-w-0 items-center gap-2 md:gap-4">
      <LivePriceBadge />
      <AccountWidget />
    </div>
  );
}
