import { defineModule } from '@server/modules/define-module';
import { notificationRoutes } from './routes';

export const notificationsModule = defineModule({ prefix: '/api/notifications', routes: notificationRoutes });
