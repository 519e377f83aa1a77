import { defineModule } from '@server/modules/define-module';
import { birthdayRoutes } from './routes';

export const birthdaysModule = defineModule({ prefix: '/api/birthdays', routes: birthdayRoutes });
