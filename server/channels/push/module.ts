import { defineModule } from '@server/modules/define-module';
import { pushRoutes } from './routes';

export const pushModule = defineModule({ prefix: '/api/push', routes: pushRoutes });
