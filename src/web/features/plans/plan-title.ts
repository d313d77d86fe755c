import type { Plan } from '../../../shared/api/plans';
import type { planMessages } from './messages';

type M = (typeof planMessages)['en'];

/** A plan's name by how often it saves ('Daily plan'), on its card and its page. */
export const planTitle = (m: M, p: Pick<Plan, 'frequency'>) =>
  p.frequency === 'DAILY' ? m.planDaily : p.frequency === 'WEEKLY' ? m.planWeekly : m.planMonthly;
