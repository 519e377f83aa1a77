import { defineChannel } from '../channel-definition';

const messages = {
  matrixHomeserver: 'Enter your homeserver’s address, like https://matrix.example.org',
  matrixRoomId:
    'Enter the room ID, like !abc123:example.org (Element: Room settings › Advanced). A room address starting with # does not work here.',
  matrixTokenRequired: 'Paste the access token of the account that will post the reminders.',
  matrixTokenInvalid: 'An access token has no spaces (it looks like syt_…).',
  matrixTokenRefused: 'The Matrix server refused the access token.',
  matrixNotInRoom: 'The Matrix account cannot post in this room: invite it and join first.',
  matrixNoRoom: 'The Matrix server did not find this room. Check the homeserver address and the room ID.',
  matrixRefused: 'The Matrix server did not accept the reminder.',
  matrixUnreachable: 'The Matrix server could not be reached.',
  matrixBusy: 'The Matrix server asked Cakeday to wait before sending more messages.',
  matrixTest: 'Cakeday test: your birthday reminders will arrive in this room.',
} as const;

/** Matrix reminders: messages posted to a room through the Client-Server API (issue 36, docs/matrix.md). */
export const matrixDefinition = defineChannel({
  id: 'matrix',
  order: 70,
  legal: {
    offer: 'Cakeday can remind you in a Matrix room you give.',
    stored: 'If you set up Matrix, we store your Matrix homeserver, room ID and access token.',
    travels:
      "Matrix reminders go to your homeserver, which receives the birthday's name, date and the reminder's text and passes them to the room's members.",
  },
  names: {
    en: 'Matrix',
    de: 'Matrix',
    fr: 'Matrix',
    es: 'Matrix',
    it: 'Matrix',
    tr: 'Matrix',
    'zh-CN': 'Matrix',
    ko: 'Matrix',
    he: 'Matrix',
    ar: 'Matrix',
    fa: 'Matrix',
  },
  resume: 'Save the Matrix room again to resume.',
  messages,
  errors: {
    matrix_homeserver: { status: 400 },
    matrix_token_required: { status: 400, message: messages.matrixTokenRequired },
    matrix_token_refused: { status: 502, message: messages.matrixTokenRefused },
    matrix_not_in_room: { status: 502, message: messages.matrixNotInRoom },
    matrix_no_room: { status: 502, message: messages.matrixNoRoom },
  },
});
