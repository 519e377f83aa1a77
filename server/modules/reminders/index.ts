import { reminderJob } from '../../jobs/reminders/reminder-engine';
import { defineModule } from '../define-module';
import { reminderRoutes } from './routes';

export const remindersModule = defineModule({
  prefix: '/api/reminders',
  routes: reminderRoutes,
  jobs: [reminderJob],
});
