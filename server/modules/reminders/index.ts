import { reminderJob } from '@server/jobs/reminders/reminder-engine';
import { defineModule } from '@server/modules/define-module';
import { reminderRoutes } from './routes';

export const remindersModule = defineModule({
  prefix: '/api/reminders',
  routes: reminderRoutes,
  jobs: [reminderJob],
});
