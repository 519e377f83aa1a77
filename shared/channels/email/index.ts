import { defineChannel, minutesText } from '../channel-definition';

const messages = {
  emailInvalid: 'Please enter a valid email address',
  emailUnavailable: 'Email reminders are not available on this Cakeday server.',
  emailUnreachable: 'The email server could not be reached. Please try again later.',
  emailRefused: 'The email server did not accept the email.',
  emailNotSetUp: 'Add and confirm an email address first.',
  emailNotConfirmed: 'Confirm your email address first.',
  emailNoCode: 'No code is waiting for this address. Please send a new code.',
  emailTooManyCodes:
    'Cakeday has sent several codes already. Please wait up to an hour before asking for another.',
  emailTooManyTests: (seconds: number) => `Please wait ${seconds} seconds before sending another test.`,
  emailTooManyAttempts: 'Too many wrong codes. Please send a new code.',
  emailCodeSubject: 'Your Cakeday confirmation code',
  emailCodeLines: (code: string, minutes: number) => [
    `Your code is ${code}. Type it in Cakeday's Reminder Settings to get birthday reminders by email.`,
    `It expires in ${minutesText(minutes)}. If you did not ask for it, ignore this email: nothing is sent without it.`,
  ],
  emailTestSubject: 'Cakeday test email',
  emailTestLines: ['This is a test from Cakeday.', 'Your birthday reminders will arrive like this.'],
  emailOpenCakeday: 'Open Cakeday',
  emailFooter: 'You get this because email reminders are on in your Cakeday account.',
  emailUnsubscribeLine: (url: string) => `Stop email reminders: ${url}`,
  emailStopLink: 'Stop email reminders',
  emailUnsubscribeTitle: 'Email reminders',
  emailUnsubscribeAsk: 'Turn off birthday reminders by email for this Cakeday account?',
  emailUnsubscribeButton: 'Turn off email reminders',
  emailUnsubscribed: 'Email reminders are off. You can turn them on again in Reminder Settings.',
  emailUnsubscribeInvalid:
    'This unsubscribe link is not valid. Open Cakeday and turn email reminders off in Reminder Settings.',
} as const;

/** Email reminders over the operator's SMTP server (issue 24). */
export const emailDefinition = defineChannel({
  id: 'email',
  order: 30,
  legal: {
    offer: 'Cakeday can remind you by email where the operator has set up a mail server.',
    stored: 'If you set up email reminders, we store your email address.',
    travels: "Email reminders go through the operator's mail server to your mail provider.",
  },
  resume: 'Confirm the address again to resume.',
  names: {
    en: 'Email',
    de: 'E-Mail',
    fr: 'e-mail',
    es: 'correo',
    it: 'email',
    tr: 'e-posta',
    'zh-CN': '电子邮件',
    ko: '이메일',
    he: 'אימייל',
    ar: 'البريد الإلكتروني',
    fa: 'ایمیل',
  },
  messages,
  templates: {
    emailTooManyTests: 'Please wait {seconds} seconds before sending another test.',
    'emailCodeLines.0':
      "Your code is {code}. Type it in Cakeday's Reminder Settings to get birthday reminders by email.",
    'emailCodeLines.1':
      'It expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this email: nothing is sent without it.',
    'emailTestLines.0': 'This is a test from Cakeday.',
    'emailTestLines.1': 'Your birthday reminders will arrive like this.',
    emailUnsubscribeLine: 'Stop email reminders: {url}',
  },
  errors: {
    email_unavailable: { status: 404, message: messages.emailUnavailable },
    email_unreachable: { status: 502, message: messages.emailUnreachable },
    email_refused: { status: 502, message: messages.emailRefused },
    email_not_set_up: { status: 409, message: messages.emailNotSetUp },
  },
});
