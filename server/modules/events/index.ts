import { defineModule } from '../define-module';
import { eventRoutes } from './routes';

export const eventsModule = defineModule({ prefix: '/api/events', routes: eventRoutes });
