import { defineMessages } from '../lib/i18n';

/** The goal card (dashboard), the goal picker and the coin's cost (dashboard, Gold Smith, plans). */
export const goalMessages = defineMessages(
  {
    en: {
      title: 'Your gold goal',
      pickTitle: 'Save towards a coin',
      pickIntro:
        'Pick a coin the Gold Smith makes as your goal. Your saved grams become that coin, delivered to your address.',
      // the end of a plan's set-up
      promptPick: 'What are you saving for?',
      promptSet: 'Saving for: {title}',
      promptText:
        'Pick a coin the Gold Smith makes as your goal: your dashboard shows how far you are and when this plan gets you there.',
      beingMade: 'Your {title} is being made.',
      pickNext: 'Pick your next goal:',
      trackOrder: 'Track your coin',
      setGoal: 'Set as my goal',
      setGoalFor: 'Set {title} as my goal',
      isGoal: 'Your goal',
      loading: 'Loading your goal…',
      loadFailed: 'Your goal could not be loaded: {message}',
      progressLabel: 'Progress to your {grams} g coin',
      progress: '{held} g of {target} g ({percent}%)',
      needed: '{grams} g still needed',
      estimateDate:
        'Expected around {date} at the pace of your active plans ({plans}): an estimate at today’s price of {price}/g; the price moves.',
      onePlan: '1 plan',
      manyPlans: '{count} plans',
      noPlan: 'No plan running: an expected date needs one.',
      startPlan: 'Start a plan',
      vaultInTheWay:
        'Your vault limit of {limit} g is in the way: at your plans’ pace you reach {reachable} g, and a debit that would pass {limit} g is not charged. Make a smaller coin first to make room.',
      beyond: 'More than ten years away at your plans’ pace (to {date}).',
      canMakeTitle: 'Your {grams} g coin can be made now',
      canMakeText: 'You hold {held} g. The Gold Smith turns {grams} g of it into your coin.',
      makeCoin: 'Make my coin',
      vaultFullTitle: 'Your vault is full',
      vaultFullText:
        'You hold {limit} g, the vault limit: purchases and plan debits add no gold until some of it becomes a coin.',
      goGoldSmith: 'Go to the Gold Smith',
      notOnSale: 'This coin is no longer made. Please pick another goal.',
      change: 'Change goal',
      drop: 'Drop goal',
      cancelChange: 'Keep this goal',
      // the cost beyond the grams (the server's rule)
      costTitle: 'What the coin costs beyond its grams',
      costGold: 'Gold from your savings',
      costMoney: 'Money',
      costMaking: 'Making charge',
      costShipping: 'Delivery to your address',
      costFree: 'Free',
      costNone: '{amount}: nothing to pay',
      costDays: 'Delivery time',
      days: '{min}-{max} days',
      costTarget: 'Delivered once you hold {grams} g',
      grams: '{grams} g',
      costLine:
        'Beyond its {grams} g of your gold: no money, no making charge, free delivery to your address in {min}-{max} days.',
      costLinePriced:
        'Beyond its {grams} g of your gold: {money} money, {making} making charge, {shipping} delivery; {min}-{max} days.',
    },
  },
  { te: () => import('./goal-messages.te'), hi: () => import('./goal-messages.hi') },
);
