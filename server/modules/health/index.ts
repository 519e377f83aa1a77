import { defineModule } from '@server/modules/define-module';
import { healthRoutes } from './routes';

export const healthModule = defineModule({
  prefix: '/api/health',
  routes: (deps, { databaseKind }) => healthRoutes(deps, databaseKind),
});
