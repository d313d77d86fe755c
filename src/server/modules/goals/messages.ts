/** What the goal says (server side): its errors and the mail when the goal is reached. */
export const GOAL_MESSAGES = {
  notACoin:
    'A goal must be a coin the Gold Smith makes (0.200 g, 0.500 g or 1 g). Please choose one of the coins shown.',
  noGoal: 'You have no goal to drop.',
  mail: {
    subject: (grams: string) => `Your ${grams} g coin can be made now`,
    reached: (held: string, title: string) =>
      `You have saved ${held} g of gold: enough for your goal, the ${title}.`,
    cost: (days: string) =>
      `The Gold Smith makes it from your saved gold: no money, no making charge and no shipping charge. It is delivered to your address in ${days} days.`,
    action: 'Make my coin',
    outro: 'Your gold stays in your vault until you choose to make the coin.',
  },
} as const;
