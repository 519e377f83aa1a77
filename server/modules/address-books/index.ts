import { defineModule } from '@server/modules/define-module';
import { pausedBookNotice } from './paused-notice';
import { addressBookRoutes } from './routes';
import { addressBookJob } from './sync-job';

export const addressBooksModule = defineModule({
  prefix: '/api/address-books',
  routes: addressBookRoutes,
  jobs: [addressBookJob],
  dueSources: [pausedBookNotice],
});
