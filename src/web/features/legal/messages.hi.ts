/** The legal pages' frame in Hindi (tsc checks every English key is here: ./messages.ts). */
export default {
  eyebrow: 'क़ानूनी',
  lastUpdated: 'आख़िरी अपडेट: {date}',
  onThisPage: 'इस पेज पर',
  questionsTitle: 'कोई सवाल?',
  questionsText: '{email} पर लिखें या {phone} पर कॉल करें। इस पेज की कोई भी बात हम ख़ुशी से समझाएँगे।',
  contactLink: 'हमसे संपर्क करें',
};
