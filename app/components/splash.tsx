import { Cake } from 'lucide-react';

export function Splash() {
  return (
    <div
      role="status"
      aria-label="Loading Cakeday"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-600 to-brand-700 text-white"
    >
      <Cake className="size-16 motion-safe:animate-bounce" aria-hidden />
      <p className="text-3xl font-extrabold tracking-tight">Cakeday</p>
      <p className="text-brand-100">Never miss a birthday</p>
    </div>
  );
}
