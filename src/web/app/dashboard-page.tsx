import { DashboardPage as AccountDashboard } from '../features/account/pages/dashboard-page';
import { MyPlans } from '../features/plans/my-plans';

/** /user/dashboard: the account's page with the user's gold plans. */
export function DashboardPage() {
  return <AccountDashboard plans={<MyPlans />} />;
}
