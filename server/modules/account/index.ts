import { defineModule } from '@server/modules/define-module';
import { accountRoutes } from './routes';

export const accountModule = defineModule({ prefix: '/api/account', routes: accountRoutes });
