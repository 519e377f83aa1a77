import { reminderJob } from '@server/jobs/reminders';
import { defineModule } from '@server/modules/define-module';
import { reminderRoutes } from './routes';

export const remindersModule = defineModule({
  prefix: '/api/reminders',
  routes: reminderRoutes,
  jobs: [reminderJob],
});
