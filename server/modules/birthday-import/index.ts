import { defineModule } from '@server/modules/define-module';
import { birthdayImportRoutes } from './routes';

export const birthdayImportModule = defineModule({ prefix: '/api/imports', routes: birthdayImportRoutes });
