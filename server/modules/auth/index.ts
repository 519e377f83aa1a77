import { defineModule } from '@server/modules/define-module';
import { authRoutes } from './routes';

export const authModule = defineModule({ prefix: '/api/auth', routes: authRoutes });

// For the other modules: guarding their routes, the account's re-confirmation before deletion, and
// codes that confirm a phone or address being added to an account, and signing in by another method
// (passkeys) with the same session and answer as a code.
export { signedInAs } from './me';
export { type RequestSession, requireUser, sessionOf, userOf } from './require-user';
export { emailCode, sendCountedSms, textCode } from './send-code';
export { createSession, deleteSession, sessionExpiry } from './sessions';
export { takeCode, verifyCode } from './verify-code';
