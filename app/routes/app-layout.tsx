import { Outlet } from 'react-router';
import { FloatingBar } from '../components/floating-bar';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { useBirthdayModals } from '../features/birthdays/components/birthday-modals';

export function AppLayout() {
  const { openAdd } = useBirthdayModals();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-5 pb-8">
        <Outlet />
      </main>
      <Footer />
      <FloatingBar onAdd={openAdd} />
    </div>
  );
}
