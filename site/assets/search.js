/*
 * docgen's site search: a combobox over Pagefind's JS API (pagefind/pagefind.js), with no
 * framework, no build step and no Pagefind UI bundle. Its words come from the page (the theme's
 * strings in the page's language, as data-* attributes of the form).
 *
 * - Works in text/html and application/xhtml+xml documents: DOM built with createElementNS in the
 *   XHTML namespace and textContent only. No innerHTML (Pagefind excerpts are not well-formed XML:
 *   they escape < and > but not &), no document.write.
 * - The form is `hidden` in the markup; this script un-hides it. On file:// it shows a one-line
 *   note instead (Pagefind fetches its index, which browsers refuse on file://).
 * - Paths come from the form's data-root (the page's root prefix, e.g. "../"), so the site works
 *   at any depth and below any base path: bundle = root + "pagefind/", result links are made
 *   absolute from the root's URL.
 * - ARIA 1.2 combobox: input[role=combobox] with aria-expanded, aria-controls, aria-activedescendant;
 *   ul[role=listbox] of li[role=option], each labelled by its title and heading and described by
 *   its excerpt; a role=status live region announces the result count.
 * - Keys: "/" focuses the field (unless typing elsewhere); ArrowDown/ArrowUp move; Enter opens the
 *   active result (the first, if none is active); Escape closes the list, a second Escape clears.
 */
(function () {
  'use strict';

  var XHTML = 'http://www.w3.org/1999/xhtml';
  var MAX_RESULTS = 8;
  var DEBOUNCE_MS = 120;

  // The page's own words, from the theme's strings for its language (data-* on the form):
  // "{count}" and "{query}" are filled in here.
  function strings(form) {
    function text(name, fallback) { return form.getAttribute('data-' + name) || fallback; }
    function fill(template, values) {
      return template.replace(/\{(count|query)\}/g, function (_, key) { return String(values[key]); });
    }
    return {
      results: function (n, q) { return fill(n === 1 ? text('one-result', '1 result for “{query}”') : text('many-results', '{count} results for “{query}”'), { count: n, query: q }); },
      shown: function (k) { return fill(text('showing', 'showing the first {count}'), { count: k, query: '' }); },
      none: function (q) { return fill(text('no-results', 'No results for “{query}”'), { count: 0, query: q }); },
      unavailable: text('unavailable', 'Search is unavailable: the search index was not found.'),
      fileNote: text('needs-server', 'Search needs a web server: run docgen serve.')
    };
  }

  function el(name, className, text) {
    var node = document.createElementNS(XHTML, name);
    if (className) node.setAttribute('class', className);
    if (text != null) node.textContent = text;
    return node;
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  // Pagefind excerpts: plain text with "<" and ">" escaped as &lt; &gt; (and nothing else escaped),
  // and <mark>…</mark> around matches. Build text nodes and <mark> elements from that, never markup.
  function appendExcerpt(parent, excerpt) {
    var parts = String(excerpt || '').split(/(<mark>|<\/mark>)/);
    var inMark = false;
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i];
      if (part === '<mark>') { inMark = true; continue; }
      if (part === '</mark>') { inMark = false; continue; }
      if (!part) continue;
      var text = part.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
      if (inMark) parent.appendChild(el('mark', null, text));
      else parent.appendChild(document.createTextNode(text));
    }
  }

  // The sub-result (heading section) with the most weight for the query.
  function bestSubResult(data) {
    var subs = data.sub_results || [];
    var best = null, bestScore = -1;
    for (var i = 0; i < subs.length; i++) {
      var s = subs[i], score = 0;
      if (s.weighted_locations && s.weighted_locations.length) {
        for (var j = 0; j < s.weighted_locations.length; j++) score += s.weighted_locations[j].balanced_score || 0;
      } else {
        score = (s.locations || []).length;
      }
      if (score > bestScore) { best = s; bestScore = score; }
    }
    return best;
  }

  function isTypingTarget(target) {
    if (!target || target.nodeType !== 1) return false;
    var name = (target.localName || '').toLowerCase();
    return name === 'input' || name === 'textarea' || name === 'select' || target.isContentEditable;
  }

  function setup(form) {
    var t = strings(form);
    var root = form.getAttribute('data-root') || document.documentElement.getAttribute('data-root') || './';
    var rootURL = new URL(root, document.baseURI);
    var bundleURL = new URL(form.getAttribute('data-bundle') || 'pagefind/', rootURL);

    var input = form.querySelector('.site-search-input');
    var popup = form.querySelector('.site-search-popup');
    var list = form.querySelector('.site-search-results');
    var summary = form.querySelector('.site-search-summary');
    var status = form.querySelector('.site-search-status');
    if (!input || !popup || !list || !status) return;

    if (location.protocol === 'file:') {
      // Never a broken box: a short note instead of the field.
      clear(form);
      form.appendChild(el('p', 'site-search-note', t.fileNote));
      form.hidden = false;
      return;
    }

    var pagefindPromise = null;
    var seq = 0;
    var timer = 0;
    var active = -1;
    var options = [];
    var lastQuery = '';

    function loadPagefind() {
      if (!pagefindPromise) {
        pagefindPromise = import(new URL('pagefind.js', bundleURL).href).then(function (pagefind) {
          return Promise.resolve(pagefind.options({
            basePath: bundleURL.pathname,   // where the bundle is, whatever the page's depth
            baseUrl: rootURL.pathname       // result URLs are made absolute from the site root
          })).then(function () { return pagefind.init(); }).then(function () { return pagefind; });
        });
        pagefindPromise.catch(function () { /* reported when a search needs it */ });
      }
      return pagefindPromise;
    }

    function open() {
      popup.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }

    function close() {
      popup.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      setActive(-1);
    }

    function setActive(index) {
      if (active >= 0 && options[active]) options[active].setAttribute('aria-selected', 'false');
      active = index;
      if (active >= 0 && options[active]) {
        options[active].setAttribute('aria-selected', 'true');
        input.setAttribute('aria-activedescendant', options[active].id);
        options[active].scrollIntoView({ block: 'nearest' });
      } else {
        input.removeAttribute('aria-activedescendant');
      }
    }

    function announce(text) {
      // Replacing the text node of a role=status region makes screen readers speak it.
      status.textContent = text;
    }

    function render(query, total, items) {
      clear(list);
      options = [];
      active = -1;
      input.removeAttribute('aria-activedescendant');
      for (var i = 0; i < items.length; i++) {
        var data = items[i];
        var sub = bestSubResult(data);
        var id = 'site-search-option-' + i;
        var li = el('li', 'site-search-option');
        li.id = id;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        li.setAttribute('aria-labelledby', id + '-title' + (sub && sub.url.indexOf('#') >= 0 ? ' ' + id + '-heading' : ''));
        li.setAttribute('aria-describedby', id + '-excerpt');
        var a = el('a', 'site-search-link');
        a.setAttribute('href', sub ? sub.url : data.url);
        a.setAttribute('tabindex', '-1');
        var title = el('span', 'site-search-title', (data.meta && data.meta.title) || data.url);
        title.id = id + '-title';
        a.appendChild(title);
        if (sub && sub.url.indexOf('#') >= 0 && sub.title) {
          var heading = el('span', 'site-search-heading', sub.title);
          heading.id = id + '-heading';
          a.appendChild(heading);
        }
        var excerpt = el('span', 'site-search-excerpt');
        excerpt.id = id + '-excerpt';
        appendExcerpt(excerpt, sub ? sub.excerpt : data.excerpt);
        a.appendChild(excerpt);
        li.appendChild(a);
        li.addEventListener('mousemove', (function (index) {
          return function () { if (active !== index) setActive(index); };
        })(i));
        list.appendChild(li);
        options.push(li);
      }
      var message = total === 0 ? t.none(query) : t.results(total, query);
      if (summary) summary.textContent = total > items.length ? message + ' (' + t.shown(items.length) + ')' : message;
      announce(message);
      open();
    }

    function runSearch() {
      var query = input.value.trim();
      var mySeq = ++seq;
      if (!query) {
        lastQuery = '';
        clear(list); options = []; announce('');
        if (summary) summary.textContent = '';
        close();
        return;
      }
      if (query === lastQuery && options.length) { open(); return; }
      loadPagefind().then(function (pagefind) {
        return pagefind.search(query);
      }).then(function (search) {
        if (mySeq !== seq || !search) return null;
        var shown = search.results.slice(0, MAX_RESULTS);
        return Promise.all(shown.map(function (r) { return r.data(); })).then(function (items) {
          if (mySeq !== seq) return;
          lastQuery = query;
          render(query, search.results.length, items);
        });
      }).catch(function (err) {
        if (mySeq !== seq) return;
        clear(list); options = [];
        if (summary) summary.textContent = t.unavailable;
        announce(t.unavailable);
        open();
        if (window.console) console.warn('docgen search:', err);
      });
    }

    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(runSearch, DEBOUNCE_MS);
    });

    input.addEventListener('focus', function () {
      loadPagefind();   // fetch the entry, metadata and wasm while the reader types
      if (input.value.trim() && options.length) open();
    });

    input.addEventListener('keydown', function (event) {
      if (event.isComposing) return;   // IME composition (Chinese input): its Enter is not ours
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (popup.hidden && options.length) open();
          if (options.length) setActive(active + 1 >= options.length ? 0 : active + 1);
          break;
        case 'ArrowUp':
          event.preventDefault();
          if (popup.hidden && options.length) open();
          if (options.length) setActive(active - 1 < 0 ? options.length - 1 : active - 1);
          break;
        case 'Enter':
          event.preventDefault();
          var target = options[active >= 0 ? active : 0];
          if (target && !popup.hidden) {
            var link = target.querySelector('a');
            if (link) location.assign(link.href);
          } else if (input.value.trim()) {
            clearTimeout(timer); runSearch();
          }
          break;
        case 'Escape':
          if (!popup.hidden) { event.preventDefault(); close(); }
          else if (input.value) { event.preventDefault(); input.value = ''; runSearch(); }
          break;
      }
    });

    form.addEventListener('submit', function (event) { event.preventDefault(); });

    form.addEventListener('focusout', function (event) {
      if (!event.relatedTarget || !form.contains(event.relatedTarget)) close();
    });

    document.addEventListener('pointerdown', function (event) {
      if (!form.contains(event.target)) close();
    });

    document.addEventListener('keydown', function (event) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || isTypingTarget(document.activeElement)) return;
      event.preventDefault();
      input.focus();
      input.select();
    });

    form.hidden = false;
  }

  function start() {
    var forms = document.querySelectorAll('form.site-search');
    for (var i = 0; i < forms.length; i++) setup(forms[i]);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
