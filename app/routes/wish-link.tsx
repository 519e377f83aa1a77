import { useBirthdays } from '@app/features/birthdays/api/get-birthdays';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAiModals } from './ai-modals';
import { HomePage } from './home';

/**
 * '/wish/:birthdayId', the link every reminder carries: Home with that person's wish open, so one
 * tap on a reminder leads to a sent wish. The address becomes Home's, so closing the wish stays there.
 */
export function WishLinkPage() {
  const { birthdayId } = useParams();
  const birthdays = useBirthdays();
  const { openWish } = useAiModals();
  const navigate = useNavigate();
  const person = birthdays.data?.find((b) => b.id === birthdayId);

  useEffect(() => {
    if (!person) return;
    openWish(person);
    navigate('/', { replace: true });
  }, [person, openWish, navigate]);

  // A birthday deleted since the reminder (or another account's) leaves Home as it is.
  if (birthdays.isSuccess && !person) return <Navigate to="/" replace />;
  return <HomePage />;
}
