import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A component whose code is downloaded when it first renders; until then it suspends to the
 * nearest Suspense boundary (around a modal, so the modal opens with its fields, focus on the first).
 */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

/**
 * A component whose code is downloaded the first time it is shown (a modal when it opens, a page
 * when it is visited), then kept mounted, so a modal still closes with its animation and state.
 */
export function lazyShown<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean = () => true,
) {
  const Loaded = lazyComponent(load);
  return function LazyShown(props: P) {
    const [wasShown, setWasShown] = useState(false);
    const showing = shown(props);
    if (showing && !wasShown) setWasShown(true);
    if (!showing && !wasShown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
