import { defineModule } from '@server/modules/define-module';
import { aiRoutes } from './routes';

export const aiModule = defineModule({ prefix: '/api/ai', routes: aiRoutes });
