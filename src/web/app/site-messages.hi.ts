/** (checked against the English catalogue where it is defined) */
export default {
  description:
    'सिर्फ़ ₹10 से 24K डिजिटल गोल्ड ख़रीदें और जमा करें, रोज़, हर हफ़्ते या हर महीने का UPI ऑटोपे लगाएँ, और 1999 से हैदराबाद के जौहरी से सोने के सिक्के और नगेट्स ख़रीदें।',
};
