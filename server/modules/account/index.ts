import { defineModule } from '../define-module';
import { accountRoutes } from './routes';

export const accountModule = defineModule({ prefix: '/api/account', routes: accountRoutes });
