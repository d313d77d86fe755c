import { GoalCard } from '../components/goal-card';
import { DashboardPage as AccountDashboard } from '../features/account/pages/dashboard-page';
import { MyPlans } from '../features/plans/my-plans';

/** /user/dashboard: the account's page with the saver's goal coin and gold plans. */
export function DashboardPage() {
  return <AccountDashboard goal={<GoalCard />} plans={<MyPlans />} />;
}
