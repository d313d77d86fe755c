import { Link } from 'react-router';
import { ChevronLeftIcon, HomeIcon } from './icons';
import { paths } from '../../../shared/routes';

/** The bottom bar of plan and buying pages: Back (to /MarketPlace by default) and Home (spec 2). */
export function BackHomeBar({
  backTo = paths.marketplace.href(),
  backLabel,
  homeLabel,
}: {
  backTo?: string;
  backLabel: string;
  homeLabel: string;
}) {
  return (
    <div className="border-ink/10 no-print fixed inset-x-0 bottom-0 z-30 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <div className="mx-auto flex max-w-xl gap-3 px-4 py-2">
        <Link to={backTo} className="btn-outline flex-1">
          <ChevronLeftIcon /> {backLabel}
        </Link>
        <Link to={paths.home.href()} className="btn-dark flex-1">
          <HomeIcon /> {homeLabel}
        </Link>
      </div>
    </div>
  );
}
