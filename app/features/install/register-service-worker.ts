/**
 * The built app registers its worker at start, so the shell is kept for offline starts. In `npm run dev`
 * there is no built shell to keep; push registers the dev worker itself when it is turned on.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the app works online as before.
    });
  });
}
