import { defineModule } from '@server/modules/define-module';
import { signInMethodsRoutes } from './routes';

export const signInMethodsModule = defineModule({
  prefix: '/api/sign-in-methods',
  routes: signInMethodsRoutes,
});
