/** The policy's 11 sections of SPEC §2, in order, with the retention periods and ages of SPEC §9. */
export const privacyPolicySections: { id: string; title: string; text: string }[] = [
  { id: 'information-we-collect', title: '1. Information We Collect', text: 'Account information (username, email, password), your profile, payment information, trade records you import, the performance metrics computed from them, your psychology assessment answers, your Play Books, and the connection data of the trading platforms you link.' },
  { id: 'google-sign-in', title: '2. Google Sign-In', text: 'If you sign in with Google, we receive your name, email address and profile picture from Google. We do not receive your Google password and we do not access any other Google data.' },
  { id: 'how-we-use', title: '3. How We Use Your Information', text: 'To run your journal: import and analyse your trades, compute your statistics, generate insights and your Play Book, keep your account secure and contact you about your account.' },
  { id: 'sharing', title: '4. Sharing of Information', text: 'We do not sell your data. We share it only with service providers that run the service for us, under contract, or when the law requires it.' },
  { id: 'security', title: '5. Data Security', text: 'Passwords are stored as salted hashes, platform credentials are encrypted at rest, sessions are kept on our servers, and all traffic is encrypted in transit.' },
  { id: 'your-rights', title: '6. Your Rights', text: 'You may access, correct, export or delete your data at any time from Settings, or by contacting us.' },
  { id: 'retention', title: '7. Data Retention', text: 'Account data is kept up to 3 years after deletion, financial records 7 years, and support communications 3 years, unless the law requires otherwise.' },
  { id: 'international-transfers', title: '8. International Transfers', text: 'Your data may be processed in countries other than yours, with safeguards that protect it as this policy describes.' },
  { id: 'children', title: "9. Children's Privacy", text: 'The service is for people 18 and older. We do not knowingly collect data from anyone younger.' },
  { id: 'updates', title: '10. Updates to This Policy', text: 'We will tell you of material changes by email or in the app before they take effect.' },
  { id: 'contact', title: '11. Contact Us', text: 'Send privacy inquiries to our privacy team; we answer within 30 days.' },
];
