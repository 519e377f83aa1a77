import { defineModule } from '../define-module';
import { pushRoutes } from './routes';

export const pushModule = defineModule({ prefix: '/api/push', routes: pushRoutes });
