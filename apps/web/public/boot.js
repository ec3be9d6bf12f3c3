// Applies the saved theme and language before the first paint, so a dark-theme user never sees a white
// flash. An external file because the server's content security policy allows no inline script. The keys
// are the contract's THEME_STORAGE_KEY and LANGUAGE_STORAGE_KEY (src/lib/theme-store.ts, src/lib/i18n.ts).
try {
  var root = globalThis.document.documentElement;
  var storage = globalThis.localStorage;
  var theme = JSON.parse(storage.getItem('theme-storage') || 'null');
  var dark = Boolean(theme && theme.state && theme.state.theme === 'oscuro');
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var lang = storage.getItem('i18nextLng');
  if (lang === 'es' || lang === 'en' || lang === 'pt') root.lang = lang;
} catch {
  // Storage unavailable: the app starts with the defaults.
}
