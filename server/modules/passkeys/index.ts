import { defineModule } from '@server/modules/define-module';
import { passkeyRoutes } from './routes';

export const passkeysModule = defineModule({ prefix: '/api/passkeys', routes: passkeyRoutes });

// For the account: an old session confirms a deletion with a passkey instead of a texted code.
export { confirmWithPasskey } from './confirm-with-passkey';
