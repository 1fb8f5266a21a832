// The offline page's Retry, loaded as a file because the CSP allows no inline script. Coming back online
// retries by itself, but only once the store answers: the browser's `online` event can arrive before
// requests get through again (or, in Chromium, while another navigation starts), so it and a poll every few
// seconds both ask the store first.
let leaving = false;

// The page in Arabic for an Arabic address, or a device that chose Arabic (the app's `locale` choice); the
// service worker serves this one file for both.
const ARABIC = {
  title: 'لا يوجد اتصال — Little Souq',
  heading: 'لا يوجد اتصال بالإنترنت',
  text: 'تحتاج هذه الصفحة إلى اتصال، ولم تُحفظ على هذا الجهاز بعد. تحققوا من اتصالكم وحاولوا مرة أخرى، فالصفحات التي زرتموها من قبل ما زالت تفتح.',
  retry: 'إعادة المحاولة',
  home: 'الذهاب إلى الصفحة الرئيسية',
};
function chosenArabic() {
  if (/^\/ar(\/|$)/.test(window.location.pathname)) return true;
  try {
    return window.localStorage.getItem('locale') === 'ar';
  } catch {
    return false;
  }
}
if (chosenArabic()) {
  document.documentElement.lang = 'ar';
  document.documentElement.dir = 'rtl';
  document.title = ARABIC.title;
  const set = (id, text) => {
    const element = document.getElementById(id);
    if (element) element.textContent = text;
  };
  set('offline-title', ARABIC.heading);
  set('offline-text', ARABIC.text);
  set('retry', ARABIC.retry);
  set('home', ARABIC.home);
  document.getElementById('home')?.setAttribute('href', '/ar');
}
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
