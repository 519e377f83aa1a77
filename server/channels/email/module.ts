import { defineModule } from '@server/modules/define-module';
import { emailRoutes } from './routes';

export const emailModule = defineModule({ prefix: '/api/email', routes: emailRoutes });
