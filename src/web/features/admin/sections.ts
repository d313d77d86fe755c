import { paths, type RouteId } from '../../../shared/routes';
import type { AdminMessages } from './messages';

/**
 * The console's sections, in nav order: the one list the console's navigation is drawn from.
 * Adding a section: its route in src/shared/routes.ts (flag `operator`), its lazy page in
 * src/web/app/pages.ts, its label in ./messages.ts and an entry here. An entry whose page is not
 * built yet shows as 'Coming soon' (PageLink), never as a link to a 404.
 */
export const CONSOLE_SECTIONS: readonly {
  route: RouteId & `admin${string}`;
  label: keyof AdminMessages;
  href: string;
}[] = [
  { route: 'adminToday', label: 'sectionToday', href: paths.adminToday.href() },
  { route: 'adminOrders', label: 'sectionOrders', href: paths.adminOrders.href() },
  { route: 'adminPrices', label: 'sectionPrices', href: paths.adminPrices.href() },
  { route: 'adminCatalogue', label: 'sectionCatalogue', href: paths.adminCatalogue.href() },
  { route: 'adminPayments', label: 'sectionPayments', href: paths.adminPayments.href() },
  { route: 'adminCustomers', label: 'sectionCustomers', href: paths.adminCustomers.href() },
  { route: 'adminPlans', label: 'sectionPlans', href: paths.adminPlans.href() },
  { route: 'adminMessages', label: 'sectionMessages', href: paths.adminMessages.href() },
  { route: 'adminReserve', label: 'sectionReserve', href: paths.adminReserve.href() },
  { route: 'adminGst', label: 'sectionGst', href: paths.adminGst.href() },
  { route: 'adminAudit', label: 'sectionAudit', href: paths.adminAudit.href() },
];
