import { defineModule } from '@server/modules/define-module';
import { telegramRoutes } from './routes';
import { telegramPollerJob } from './telegram-poller';

export const telegramModule = defineModule({
  prefix: '/api/telegram',
  routes: telegramRoutes,
  jobs: [telegramPollerJob],
});
