// Runs before the Dashboard: a browser that prefers Chinese to English opens it in Chinese, from
// the sign-in page on. The Dashboard keeps its display language under this key; a language the
// owner has chosen (or the Dashboard saved earlier) is left alone.
try {
  const key = 'vendure-user-settings'
  const settings = JSON.parse(localStorage.getItem(key) || '{}')
  const preferred = navigator.languages.find((tag) => /^(en|zh)\b/i.test(tag))
  if (!settings.displayLanguage && preferred && /^zh\b/i.test(preferred)) {
    // The catalogue's names and descriptions in Chinese too (the shop's content language is `zh`).
    Object.assign(settings, { displayLanguage: 'zh_Hans', contentLanguage: 'zh' })
    localStorage.setItem(key, JSON.stringify(settings))
  }
  if (String(settings.displayLanguage).startsWith('zh')) document.documentElement.lang = 'zh-Hans'
} catch {
  // Storage refused (private mode) or a damaged value: the Dashboard opens in English.
}
