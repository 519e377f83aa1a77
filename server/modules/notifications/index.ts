import { defineModule } from '../define-module';
import { notificationRoutes } from './routes';

export const notificationsModule = defineModule({ prefix: '/api/notifications', routes: notificationRoutes });
