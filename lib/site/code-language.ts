// The reader's language in code groups (components/docs/code-group.tsx): one choice for every group
// of every page, kept in localStorage, applied before the first paint.
//
// An inline script in <head> (components/layout/code-language.tsx) puts the kept choice on <html> as
// data-code-language before the body is parsed; styles/site.css shows each group's panel of that
// language (or its first, when it has none), so the page paints with the reader's language and
// nothing moves. Without JavaScript the attribute is never set: every panel shows, curl first, each
// under its language's name, and the tab list is hidden. The script also answers the tabs — a click,
// and the WAI-ARIA tabs keys (arrows, Home, End; automatic activation, roving tabindex) — from one
// listener on the document, before and after hydration alike, so the groups need no client
// component. A choice keeps the chosen tab where it was on screen: groups above it change height.

/** The localStorage key and the attribute on <html>; the language ids are lib/samples/languages.mjs's. */
export const CODE_LANGUAGE_KEY = 'code-language'
export const CODE_LANGUAGE_ATTRIBUTE = 'data-code-language'

// ES5 with explicit semicolons: joined into one line below.
const source = `(function (w, d, k, a) {
  var h = d.documentElement, queued = false;
  try { h.setAttribute(a, w.localStorage.getItem(k) || 'curl'); } catch (e) { h.setAttribute(a, 'curl'); }
  function sync() {
    queued = false;
    var chosen = h.getAttribute(a), groups = d.querySelectorAll('[data-code-group]');
    for (var i = 0; i < groups.length; i++) {
      var tabs = groups[i].querySelectorAll('[role=tab]'), pick = 0;
      for (var j = 0; j < tabs.length; j++) if (tabs[j].getAttribute('data-language') == chosen) pick = j;
      for (j = 0; j < tabs.length; j++) {
        var selected = j == pick ? 'true' : 'false';
        if (tabs[j].getAttribute('aria-selected') != selected) {
          tabs[j].setAttribute('aria-selected', selected);
          tabs[j].tabIndex = j == pick ? 0 : -1;
        }
      }
    }
  }
  function choose(tab, focus) {
    var top = tab.getBoundingClientRect().top, language = tab.getAttribute('data-language');
    h.setAttribute(a, language);
    try { w.localStorage.setItem(k, language); } catch (e) {}
    sync();
    w.scrollBy(0, tab.getBoundingClientRect().top - top);
    if (focus) tab.focus();
  }
  d.addEventListener('click', function (e) {
    var tab = e.target.closest && e.target.closest('[data-code-group] [role=tab]');
    if (tab) choose(tab, false);
  });
  d.addEventListener('keydown', function (e) {
    var tab = e.target.closest && e.target.closest('[data-code-group] [role=tab]');
    if (!tab || e.altKey || e.ctrlKey || e.metaKey) return;
    var tabs = tab.parentNode.querySelectorAll('[role=tab]'), i = Array.prototype.indexOf.call(tabs, tab), n = tabs.length;
    var next = { ArrowRight: (i + 1) % n, ArrowLeft: (i + n - 1) % n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    choose(tabs[next], true);
  });
  w.addEventListener('storage', function (e) {
    if (e.key == k && e.newValue) { h.setAttribute(a, e.newValue); sync(); }
  });
  new MutationObserver(function () { if (!queued) { queued = true; setTimeout(sync); } }).observe(h, { childList: true, subtree: true });
})`

/** The inline script, the same on every page (one CSP hash). */
export const codeLanguageScript = `${source.replace(/\n\s*/g, '')}(window,document,${JSON.stringify(CODE_LANGUAGE_KEY)},${JSON.stringify(CODE_LANGUAGE_ATTRIBUTE)});`
