import { defineModule } from '../define-module';
import { shareRoutes } from './routes';

export const sharesModule = defineModule({ prefix: '/api/shares', routes: shareRoutes });
