import { defineModule } from '@server/modules/define-module';
import { authRoutes } from './routes';

export const authModule = defineModule({ prefix: '/api/auth', routes: authRoutes });

// For the other modules: guarding their routes, and the account's re-confirmation before deletion.
export { requireUser, sessionOf, userOf } from './require-user';
export { sendCode, sendCountedSms } from './send-code';
export { deleteSession, sessionExpiry } from './sessions';
export { verifyCode } from './verify-code';
