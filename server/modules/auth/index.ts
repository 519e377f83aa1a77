import { defineModule } from '@server/modules/define-module';
import { authRoutes } from './routes';

export const authModule = defineModule({ prefix: '/api/auth', routes: authRoutes });

// For the other modules: guarding their routes, the account's re-confirmation before deletion, and
// codes that confirm a phone or address being added to an account.
export { requireUser, sessionOf, userOf } from './require-user';
export { emailCode, sendCountedSms, textCode } from './send-code';
export { deleteSession, sessionExpiry } from './sessions';
export { takeCode, verifyCode } from './verify-code';
