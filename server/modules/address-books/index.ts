import { defineModule } from '@server/modules/define-module';
import { addressBookRoutes } from './routes';
import { addressBookJob } from './sync-job';

export const addressBooksModule = defineModule({
  prefix: '/api/address-books',
  routes: addressBookRoutes,
  jobs: [addressBookJob],
});
