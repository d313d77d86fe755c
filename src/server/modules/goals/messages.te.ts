import type { Translation } from '../../i18n/catalogue';
import type { GOAL_MESSAGES } from './messages';

export const GOAL_MESSAGES_TE: Translation<Omit<typeof GOAL_MESSAGES, 'mail'>> = {
  notACoin:
    'లక్ష్యం గోల్డ్ స్మిత్ తయారుచేసే నాణెం అయి ఉండాలి (0.200 గ్రా, 0.500 గ్రా లేదా 1 గ్రా). దయచేసి చూపిన నాణేల్లో ఒకదాన్ని ఎంచుకోండి.',
  noGoal: 'తీసివేయడానికి మీకు ఏ లక్ష్యమూ లేదు.',
};
