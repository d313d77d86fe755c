/** (checked against the English catalogue where it is defined) */
export default {
  description:
    '₹10 నుంచే 24K డిజిటల్ గోల్డ్ కొని దాచుకోండి, రోజువారీ, వారానికోసారి లేదా నెలవారీ UPI ఆటోపే పెట్టుకోండి, 1999 నుంచి హైదరాబాద్‌లో ఉన్న నగల వ్యాపారి దగ్గర బంగారు నాణేలు, నగెట్స్ కొనండి.',
};
