import { defineModule } from '@server/modules/define-module';
import { shareRoutes } from './routes';

export const sharesModule = defineModule({ prefix: '/api/shares', routes: shareRoutes });
