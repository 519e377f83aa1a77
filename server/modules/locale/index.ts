import { defineModule } from '@server/modules/define-module';
import { localeRoutes } from './routes';

export const localeModule = defineModule({ prefix: '/api/locale', routes: localeRoutes });
