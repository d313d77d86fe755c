import { GoalCard } from '../components/goal-card';
import { DashboardPage as AccountDashboard } from '../features/account/pages/dashboard-page';
import { island } from '../lib/island';

// below the first screen of a phone: its code (the plans' texts, their debits and controls) is
// fetched when it comes near, not with the page the server rendered; at once when it shows a
// plan, whose coming debits it fetches
const MyPlans = island(() => import('../features/plans/my-plans').then((m) => m.MyPlans), {
  isLive: (markup) => markup.querySelector('li') !== null,
});

/** /user/dashboard: the account's page with the saver's goal coin and gold plans. */
export function DashboardPage() {
  return <AccountDashboard goal={<GoalCard />} plans={<MyPlans />} />;
}
