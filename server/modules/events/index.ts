import { defineModule } from '@server/modules/define-module';
import { eventRoutes } from './routes';

export const eventsModule = defineModule({ prefix: '/api/events', routes: eventRoutes });
