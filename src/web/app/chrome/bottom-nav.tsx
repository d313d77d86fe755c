import { NavLink } from 'react-router';
import {
  HomeIcon,
  InfoIcon,
  MarketIcon,
  StoreIcon,
  UserIcon,
  UserPlusIcon,
} from '../../components/ui/icons';
import { useMessages } from '../../lib/i18n';
import { useSession } from '../../lib/queries/session';
import { chromeMessages } from './messages';
import { paths } from '../../../shared/routes';

/** Bottom tabs on the routes of spec 2; Account when signed in, Signup when signed out. */
export function BottomNav() {
  const m = useMessages(chromeMessages);
  const { user } = useSession();
  const tabs = [
    { to: paths.store.href(), label: m.tabStore, Icon: StoreIcon },
    { to: paths.marketplace.href(), label: m.tabMarket, Icon: MarketIcon },
    { to: paths.home.href(), label: m.tabHome, Icon: HomeIcon },
    { to: paths.about.href(), label: m.tabAbout, Icon: InfoIcon },
    user
      ? { to: paths.dashboard.href(), label: m.tabAccount, Icon: UserIcon }
      : { to: paths.signUp.href(), label: m.tabSignup, Icon: UserPlusIcon },
  ];
  return (
    <nav
      aria-label={m.bottomNav}
      className="border-ink/10 fixed inset-x-0 bottom-0 z-30 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {tabs.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${isActive ? 'text-gold-700' : 'text-muted hover:text-ink'}`
              }
            >
              {({ isActive }) => (
                <>
                  <Icon className={isActive ? 'text-gold-600' : ''} />
                  <span>{label}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
