/** The header widgets in Telugu (tsc checks every English key is here: ./widget-messages.ts). */
export default {
  priceLabel: 'బంగారం ప్రత్యక్ష ధర',
  liveGold: 'లైవ్ గోల్డ్',
  loading: 'లోడ్ అవుతోంది...',
  perGram: '/గ్రా',
  updatingIn: '{time}లో అప్‌డేట్',
  delayed: '(ఆలస్యం)',
  startEarning: 'సంపాదన మొదలుపెట్టండి',
  zeroEarn: '0 సంపాదన',
  ants: '{value} యాంట్స్',
  grams: '{value} గ్రా',
  error: 'లోపం: {message}',
};
