/** The gold price chart in Hindi (tsc checks every English key is here). */
export default {
  title: 'सोने का भाव',
  subtitle: '24K सोना, प्रति ग्राम',
  ranges: 'चार्ट की अवधि',
  range1D: '1 दिन',
  range1W: '1 हफ़्ता',
  range1M: '1 महीना',
  range1Y: '1 साल',
  change: '{range} में {sign}{amount} ({percent})',
  loading: 'भाव का चार्ट लोड हो रहा है',
  error: 'भाव का चार्ट लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  empty: 'इस अवधि के लिए अभी कोई भाव दर्ज नहीं है।',
  attribution: 'चार्ट: TradingView Lightweight Charts™',
  chartLabel: '{range} में प्रति ग्राम सोने का भाव, {from} से {to} तक',
};
