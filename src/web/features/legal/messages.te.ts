/** The legal pages' frame in Telugu (tsc checks every English key is here: ./messages.ts). */
export default {
  eyebrow: 'చట్టపరమైన వివరాలు',
  lastUpdated: 'చివరిగా అప్‌డేట్ చేసింది: {date}',
  onThisPage: 'ఈ పేజీలో',
  questionsTitle: 'ప్రశ్నలు ఉన్నాయా?',
  questionsText: '{email}కు రాయండి లేదా {phone}కు కాల్ చేయండి. ఈ పేజీలోని ఏ విషయాన్నైనా సంతోషంగా వివరిస్తాం.',
  contactLink: 'మమ్మల్ని సంప్రదించండి',
};
