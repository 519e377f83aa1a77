import { defineModule } from '@server/modules/define-module';
import { telegramRoutes } from './routes';
import { telegramJob } from './telegram-job';

export const telegramModule = defineModule({
  prefix: '/api/telegram',
  routes: telegramRoutes,
  jobs: [telegramJob],
});
