import type { Translation } from '../../i18n/catalogue';
import type { walletMessages } from './messages';

export const walletMessagesTe: Translation<typeof walletMessages.en> = {
  insufficientAnts: 'ఈ కొనుగోలుకు సరిపడా యాంట్స్ లేవు.',
  insufficientGold: 'ఈ కొనుగోలు చేయడానికి సరిపడా బంగారం గ్రాములు లేవు.',
  insufficientBalance: 'ఈ లావాదేవీకి సరిపడా బ్యాలెన్స్ లేదు.',
  balanceCap: 'దీనివల్ల బ్యాలెన్స్ దాని పరిమితిని దాటుతుంది.',
  reusedKey: 'ఈ అభ్యర్థన ఇప్పటికే వేరే లావాదేవీకి ఉపయోగించబడింది.',
  vaultFull:
    'మీ వాల్ట్‌లో {limit} గ్రా వరకు డిజిటల్ గోల్డ్ ఉంచవచ్చు. స్థలం కోసం కొంత బంగారాన్ని గోల్డ్ స్మిత్ వద్ద నాణెంగా మార్చుకోండి.',
};
