import { Cake } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HEADER_ALWAYS_SHOWN_PX, HEADER_SCROLL_THRESHOLD_PX } from '../../shared/constants';

/** Hides while scrolling down and shows again on the way up; always shown near the top. */
function useHeaderVisible() {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      if (y < HEADER_ALWAYS_SHOWN_PX) setVisible(true);
      else if (Math.abs(y - lastY.current) <= HEADER_SCROLL_THRESHOLD_PX) return;
      else setVisible(y < lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return visible;
}

export function Header() {
  const visible = useHeaderVisible();
  return (
    <header
      className={`sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur transition-transform duration-200 ${visible ? 'translate-y-0' : '-translate-y-full'}`}
    >
      <div className="mx-auto flex h-14 max-w-3xl items-center px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold text-brand-700">
          <Cake className="size-6" aria-hidden />
          Cakeday
        </Link>
      </div>
    </header>
  );
}
