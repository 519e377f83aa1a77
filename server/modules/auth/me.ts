import type { Me } from '@shared/schemas/auth';
import type { SessionUser } from './sessions';

export const toMe = (user: SessionUser): Me => ({
  id: user.id,
  phone: user.phone,
  email: user.email,
  timeZone: user.timeZone,
  createdAt: user.createdAt.getTime(),
  hasCompletedOnboarding: user.hasCompletedOnboarding,
});
