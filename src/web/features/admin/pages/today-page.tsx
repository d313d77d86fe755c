import { PageLink } from '../../../components/ui/page-link';
import { useMessages } from '../../../lib/i18n';
import { ConsoleShell } from '../components/console-shell';
import { adminMessages } from '../messages';
import { CONSOLE_SECTIONS } from '../sections';

/** The console's home: what needs attention today, each a link to its list. */
export function TodayPage() {
  const m = useMessages(adminMessages);
  return (
    <ConsoleShell title={m.todayTitle} intro={m.todayIntro}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CONSOLE_SECTIONS.filter((s) => s.route !== 'adminToday').map((s) => (
          <li key={s.route}>
            <PageLink
              to={s.href}
              className="card hover:bg-cream-deep flex min-h-16 items-center justify-between gap-2 p-4 font-semibold"
            >
              {m[s.label]}
            </PageLink>
          </li>
        ))}
      </ul>
    </ConsoleShell>
  );
}
