/** The goal's mail: the saved gold is enough for the goal's coin. */
import { deliveryDays, type Config } from '../../config';
import { formatGrams, formatGramsFromMg } from '../../../shared/money/format';
import type { Locale } from '../../../shared/locales';
import { paths } from '../../../shared/routes';
import { frameMail, type OutgoingMail } from '../mail/service';
import { inLocale, serverCatalogue } from '../../i18n/catalogue';
import { goalMailHi } from './mail-messages.hi';
import { goalMailTe } from './mail-messages.te';
import { GOAL_MESSAGES } from './messages';

const mails = serverCatalogue('goals/mail', GOAL_MESSAGES.mail, { te: goalMailTe, hi: goalMailHi });

export function goalReachedMail(
  config: Config,
  locale: Locale,
  buyer: { firstName: string; email: string },
  goal: { goldE8: number; title: string; weightMg: number; productId: string },
): OutgoingMail {
  const t = inLocale(mails, locale);
  return frameMail(config, {
    kind: 'goal-reached',
    to: buyer.email,
    locale,
    firstName: buyer.firstName,
    subject: t.subject(formatGramsFromMg(goal.weightMg)),
    body: [t.reached(formatGrams(goal.goldE8, 3), goal.title), t.cost(deliveryDays(config))],
    action: {
      label: t.action,
      url: `${config.publicUrl}${paths.goldSmith.href({ coin: goal.productId })}`,
    },
    after: [t.outro],
    why: 'goal',
  });
}
