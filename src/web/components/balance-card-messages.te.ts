/** The balance card in Telugu (tsc checks every English key is here: ./balance-card-messages.ts). */
export default {
  title: 'మీ బ్యాలెన్స్‌లు',
  antPoints: 'యాంట్ పాయింట్స్',
  goldNuggets: 'గోల్డ్ నగెట్స్ (బంగారు రేకులు)',
  zeroEarned: '0 సంపాదించారు',
  antsUnit: 'యాంట్స్',
  gramsUnit: 'గ్రా',
  loading: 'మీ బ్యాలెన్స్‌లు లోడ్ అవుతున్నాయి',
  antsHint: '1 యాంట్ = ₹1',
  goldHint: '24K డిజిటల్ గోల్డ్, 99.9% స్వచ్ఛం',
};
