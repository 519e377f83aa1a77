import { defineModule } from '@server/modules/define-module';
import { feedbackRoutes } from './routes';

export const feedbackModule = defineModule({ prefix: '/api/feedback', routes: feedbackRoutes });

// The operator's view (npm run feedback).
export { listFeedback } from './list-feedback';
