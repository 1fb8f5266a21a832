// The offline page's Retry, loaded as a file because the CSP allows no inline script. Coming back online
// retries by itself, but only once the store answers: the browser's `online` event can arrive before
// requests get through again (or, in Chromium, while another navigation starts), so it and a poll every few
// seconds both ask the store first.
let leaving = false;
// A shopper who followed a link is on their way: a retry must not reload over their choice.
window.addEventListener('beforeunload', () => {
  leaving = true;
});

const retry = () => window.location.reload();
document.getElementById('retry')?.addEventListener('click', retry);

async function retryOnceTheStoreAnswers() {
  if (leaving || !navigator.onLine) return;
  try {
    const answer = await fetch('/api/health', { cache: 'no-store' });
    if (answer.ok && !leaving) retry();
  } catch {
    // Still unreachable; the next tick tries again.
  }
}

const POLL_MS = 3000;
window.addEventListener('online', retryOnceTheStoreAnswers);
setInterval(retryOnceTheStoreAnswers, POLL_MS);
