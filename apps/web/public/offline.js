// The offline page's Retry, loaded as a file because the CSP allows no inline script. Coming back online
// retries by itself: on the browser's `online` event, and, since that event can arrive before requests
// get through again, by asking the store every few seconds while the page is open.
const retry = () => window.location.reload();
document.getElementById('retry')?.addEventListener('click', retry);
window.addEventListener('online', retry);

const POLL_MS = 3000;
setInterval(async () => {
  if (!navigator.onLine) return;
  try {
    const answer = await fetch('/api/health', { cache: 'no-store' });
    if (answer.ok) retry();
  } catch {
    // Still unreachable; try again at the next tick.
  }
}, POLL_MS);
