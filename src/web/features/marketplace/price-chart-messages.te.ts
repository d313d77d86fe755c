/** The gold price chart in Telugu (tsc checks every English key is here). */
export default {
  title: 'బంగారం ధర',
  subtitle: '24K బంగారం, గ్రాముకు',
  ranges: 'చార్ట్ వ్యవధి',
  range1D: '1 రోజు',
  range1W: '1 వారం',
  range1M: '1 నెల',
  range1Y: '1 సంవత్సరం',
  change: '{range}లో {sign}{amount} ({percent})',
  loading: 'ధరల చార్ట్ లోడ్ అవుతోంది',
  error: 'ధరల చార్ట్ లోడ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  retry: 'మళ్లీ ప్రయత్నించండి',
  empty: 'ఈ వ్యవధికి ఇంకా ధరలు నమోదు కాలేదు.',
  attribution: 'చార్ట్: TradingView Lightweight Charts™',
  chartLabel: '{range}లో గ్రాము బంగారం ధర, {from} నుంచి {to} వరకు',
};
