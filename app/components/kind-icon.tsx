import { kindOf } from '@shared/date-kinds';
import type { KindIcon as KindIconName } from '@shared/date-kinds/definition';
import { Cake, Flower2, Heart, type LucideIcon, Star } from 'lucide-react';

const ICONS: Record<KindIconName, LucideIcon> = { cake: Cake, heart: Heart, flower: Flower2, star: Star };

/** The icon of a date's kind (a cake, a heart, a flower, a star); decorative, its words say the kind. */
export function KindIcon({ kind, className = 'size-4' }: { kind: string | undefined; className?: string }) {
  const Icon = ICONS[kindOf(kind).icon];
  return <Icon className={className} aria-hidden />;
}
