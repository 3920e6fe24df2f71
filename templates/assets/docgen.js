/*
 * docgen's page scripts: the theme switch, the copy buttons, the diagrams' zoom, then the content
 * tabs. One file, so
 * a page loads one script, and its words are data attributes of that script's element (the
 * theme's strings in the page's language): data-theme-legend, -light, -dark, -auto; data-copy,
 * -copy-label, -copied, -copy-failed. Without JavaScript a page has none of them and
 * follows the system's scheme, and a diagram's "Open full size" link opens its SVG file.
 *
 * The theme switch: light, dark or automatic (the system's scheme), remembered in
 * localStorage under "docgen-theme" ("light" or "dark"; automatic removes the key).
 *
 * - The choice is applied as data-theme="light" or "dark" on <html> by a one-line script in the
 *   page's <head>, before the first paint, so a page never flashes the other scheme; docgen.css
 *   and the diagrams' own styles read that attribute. This script runs later (deferred): it
 *   adds the switch at the end of the header (or fills an empty .theme-switch element a theme
 *   places itself) and applies what the reader picks.
 * - The switch is a fieldset of three native radio buttons: arrow keys move and choose, and
 *   screen readers announce which one is checked. The page holds none of it (a page's own
 *   bytes stay small); this script makes it.
 * - Pictures: a <picture>'s <source media="(prefers-color-scheme: dark)"> cannot see data-theme,
 *   so while a scheme is chosen such a source's media becomes "all" (dark) or "not all" (light);
 *   its own media comes back under automatic.
 * - Another tab's choice applies here too (the storage event).
 */
(function () {
  'use strict';

  var KEY = 'docgen-theme';
  var SCHEMES = ['light', 'dark'];
  var DARK_MEDIA = /prefers-color-scheme:\s*dark/;
  var SCRIPT = document.currentScript;
  var WORDS = { legend: 'Theme', light: 'Light', dark: 'Dark', auto: 'Automatic (as the system)' };

  function stored() {
    try {
      var value = localStorage.getItem(KEY);
      return SCHEMES.indexOf(value) >= 0 ? value : 'auto';
    } catch (error) {
      return 'auto';   // storage refused (a privacy setting): the switch still works for this page
    }
  }

  function store(choice) {
    try {
      if (choice === 'auto') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, choice);
    } catch (error) { /* not remembered, still applied */ }
  }

  function applyToPictures(choice) {
    var sources = document.querySelectorAll('picture > source[media]');
    for (var i = 0; i < sources.length; i++) {
      var source = sources[i];
      var own = source.getAttribute('data-theme-media');
      if (own === null) {
        own = source.getAttribute('media');
        if (!DARK_MEDIA.test(own)) continue;
        source.setAttribute('data-theme-media', own);
      }
      source.setAttribute('media', choice === 'auto' ? own : choice === 'dark' ? 'all' : 'not all');
    }
  }

  function apply(choice) {
    if (choice === 'auto') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', choice);
    applyToPictures(choice);
  }

  /** The switch's words, from this script's element; English where the page gives none. */
  function word(name) {
    return (SCRIPT && SCRIPT.getAttribute('data-theme-' + name)) || WORDS[name];
  }

  /** Fills an empty switch with its legend and a radio button and label for each choice. */
  function build(switcher) {
    if (switcher.querySelector('input')) return;
    var legend = document.createElement('legend');
    legend.className = 'visually-hidden';
    legend.textContent = word('legend');
    switcher.appendChild(legend);
    ['light', 'dark', 'auto'].forEach(function (value) {
      var id = 'docgen-theme-' + value;
      var words = word(value);
      var input = document.createElement('input');
      input.className = 'visually-hidden';
      input.type = 'radio';
      input.name = KEY;
      input.id = id;
      input.value = value;
      var label = document.createElement('label');
      label.htmlFor = id;
      label.title = words;
      var icon = document.createElement('span');
      icon.className = 'theme-switch-icon theme-switch-icon-' + value;
      icon.setAttribute('aria-hidden', 'true');
      var text = document.createElement('span');
      text.className = 'visually-hidden';
      text.textContent = words;
      label.appendChild(icon);
      label.appendChild(text);
      switcher.appendChild(document.createTextNode('\n'));
      switcher.appendChild(input);
      switcher.appendChild(label);
    });
  }

  function check(switcher, choice) {
    var inputs = switcher.querySelectorAll('input[type="radio"]');
    for (var i = 0; i < inputs.length; i++) inputs[i].checked = inputs[i].value === choice;
  }

  /** The empty .theme-switch elements a theme placed, or else one made at the end of the header. */
  function placeSwitchers() {
    var placed = document.querySelectorAll('.theme-switch');
    if (placed.length) return placed;
    var header = document.querySelector('.site-header-inner');
    if (!header) return [];
    var made = document.createElement('fieldset');
    made.className = 'theme-switch';
    header.appendChild(made);
    return [made];
  }

  function start() {
    var choice = stored();
    apply(choice);
    var switchers = placeSwitchers();
    for (var i = 0; i < switchers.length; i++) {
      var switcher = switchers[i];
      build(switcher);
      check(switcher, choice);
      switcher.addEventListener('change', function (event) {
        var picked = event.target.value;
        if (picked !== 'auto' && SCHEMES.indexOf(picked) < 0) return;
        store(picked);
        apply(picked);
      });
      switcher.hidden = false;
    }
    window.addEventListener('storage', function (event) {
      if (event.key !== KEY && event.key !== null) return;
      var now = stored();
      apply(now);
      for (var j = 0; j < switchers.length; j++) check(switchers[j], now);
    });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();

/*
 * The copy buttons: one on each code block (<pre class="code">), added here, so a page without
 * JavaScript has none. Their words are the script element's data-copy, data-copy-label,
 * data-copied and data-copy-failed.
 *
 * - What is copied: the text of the block's <code>, without the elements that are not code:
 *   the `$ ` prompts of console sessions (.hl-prompt), and anything marked aria-hidden="true"
 *   or with the class code-gutter (line numbers, diff markers), and without the last newline.
 * - The Clipboard API where the page may use it, else a selected off-screen <textarea> and
 *   execCommand("copy").
 * - "Copied" (or the failure) is said in a polite live region; "Copied" also shows on the button
 *   for two seconds.
 * - Works in text/html and application/xhtml+xml documents: elements made with createElementNS.
 *
 * The Copy page button (llms: true): beside a chapter's "View as markdown" link
 * (a.view-markdown, a plain link that opens the page's markdown copy without JavaScript), a
 * button that fetches that copy and copies it, with the same feedback as the code blocks'
 * buttons. Its words are the link's data-copy-page and data-copy-page-failed (only the pages
 * that have the link carry them); "Copied" is the script element's.
 */
(function () {
  'use strict';

  var XHTML = 'http://www.w3.org/1999/xhtml';
  var NOT_CODE = '.hl-prompt, .code-gutter, [aria-hidden="true"]';
  var SHOWN_MS = 2000;
  var SCRIPT = document.currentScript;

  function el(name, className, text) {
    var node = document.createElementNS(XHTML, name);
    if (className) node.setAttribute('class', className);
    if (text != null) node.textContent = text;
    return node;
  }

  /** The text a reader means to copy from a code block. */
  function codeText(pre) {
    var code = (pre.querySelector('code') || pre).cloneNode(true);
    var skipped = code.querySelectorAll(NOT_CODE);
    for (var i = 0; i < skipped.length; i++) skipped[i].parentNode.removeChild(skipped[i]);
    return code.textContent.replace(/\n$/, '');
  }

  function copyWithSelection(text) {
    var area = el('textarea', 'copy-code-buffer');
    area.value = text;
    area.setAttribute('readonly', 'readonly');
    area.setAttribute('aria-hidden', 'true');
    document.body.appendChild(area);
    area.select();
    var copied = false;
    try { copied = document.execCommand('copy'); } catch (error) { copied = false; }
    document.body.removeChild(area);
    return copied ? Promise.resolve() : Promise.reject(new Error('execCommand("copy") refused'));
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return copyWithSelection(text); });
    }
    return copyWithSelection(text);
  }

  function start() {
    function text(name, fallback) { return (SCRIPT && SCRIPT.getAttribute('data-' + name)) || fallback; }
    var words = {
      copy: text('copy', 'Copy'),
      label: text('copy-label', 'Copy code'),
      copied: text('copied', 'Copied'),
      failed: text('copy-failed', 'Copy failed: select the code and copy it.')
    };
    var blocks = document.querySelectorAll('pre.code');
    var pageLink = document.querySelector('a.view-markdown[data-copy-page]');
    if (!blocks.length && !pageLink) return;
    var status = el('p', 'copy-code-status visually-hidden');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    document.body.appendChild(status);

    /** Copies what `text()` gives when `button` is pressed, and says how it went. */
    function copyOnClick(button, label, text, failed) {
      var timer = 0;
      button.addEventListener('click', function () {
        text().then(copy).then(function () { return words.copied; }, function () { return failed; })
          .then(function (message) {
            // Emptied first, so the same message twice in a row is spoken twice.
            status.textContent = '';
            setTimeout(function () { status.textContent = message; }, 50);
            if (message !== words.copied) return;
            button.textContent = words.copied;
            clearTimeout(timer);
            timer = setTimeout(function () { button.textContent = label; }, SHOWN_MS);
          });
      });
    }

    for (var i = 0; i < blocks.length; i++) {
      (function (pre) {
        var wrapper = el('div', 'code-block');
        pre.parentNode.insertBefore(wrapper, pre);
        wrapper.appendChild(pre);
        var button = el('button', 'copy-code', words.copy);
        button.setAttribute('type', 'button');
        button.setAttribute('aria-label', words.label);
        wrapper.appendChild(button);
        copyOnClick(button, words.copy, function () { return Promise.resolve(codeText(pre)); }, words.failed);
      })(blocks[i]);
    }

    if (pageLink) {
      var label = pageLink.getAttribute('data-copy-page');
      var button = el('button', 'copy-page', label);
      button.setAttribute('type', 'button');
      pageLink.parentNode.insertBefore(button, pageLink);
      copyOnClick(button, label, function () {
        return fetch(pageLink.href).then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          return response.text();
        });
      }, pageLink.getAttribute('data-copy-page-failed') || words.failed);
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();

/*
 * The diagrams' zoom. Each diagram's caption links to its drawing's own file, published beside
 * the page (a.dg-zoom, "Open full size"): without JavaScript the link opens that SVG. Here the
 * link opens a modal <dialog> over the page instead, with the drawing shown larger.
 *
 * - The drawing is the page's own <svg>, moved into the dialog and put back when it closes (a
 *   placeholder of its size holds its place), so its ids stay unique and it keeps following the
 *   theme switch (data-theme on <html>), as it does in the page.
 * - The Close button's word is the link's data-close (the theme's string in the page's language):
 *   carried by the pages that have figures, not by every page's <script> element.
 * - The dialog is named by the figure's caption. Focus starts on its Close button; the drawing's
 *   scrolling box comes next. Esc (the native <dialog>), the Close button and a click on the
 *   backdrop close it; focus then returns to the link that opened it.
 * - A click with a modifier key or another button keeps the link's own behaviour (a new tab).
 */
(function () {
  'use strict';

  var XHTML = 'http://www.w3.org/1999/xhtml';

  function el(name, className, text) {
    var node = document.createElementNS(XHTML, name);
    if (className) node.setAttribute('class', className);
    if (text != null) node.textContent = text;
    return node;
  }

  /** The figure's caption without its link: the dialog's name. */
  function captionText(figure) {
    var caption = figure.querySelector('figcaption');
    if (!caption) return '';
    var copy = caption.cloneNode(true);
    var links = copy.querySelectorAll('a.dg-zoom');
    for (var i = 0; i < links.length; i++) links[i].parentNode.removeChild(links[i]);
    return copy.textContent.replace(/[ \t\r\n]+/g, ' ').trim();
  }

  function start() {
    var links = document.querySelectorAll('figure.diagram a.dg-zoom');
    if (!links.length || typeof HTMLDialogElement !== 'function') return;
    var dialog = el('dialog', 'dg-zoom-dialog');
    var close = el('button', 'dg-zoom-close', 'Close');
    close.setAttribute('type', 'button');
    // The drawing scrolls when it is larger than the window: focusable, so the keyboard scrolls it.
    var body = el('div', 'dg-zoom-body');
    body.setAttribute('tabindex', '0');
    dialog.appendChild(close);
    dialog.appendChild(body);
    document.body.appendChild(dialog);
    var shown = null;   // { svg, placeholder, opener } while the dialog is open

    close.addEventListener('click', function () { dialog.close(); });
    dialog.addEventListener('click', function (event) {
      if (event.target === dialog) dialog.close();   // the backdrop
    });
    dialog.addEventListener('close', function () {
      if (!shown) return;
      shown.placeholder.parentNode.replaceChild(shown.svg, shown.placeholder);
      var opener = shown.opener;
      shown = null;
      opener.focus();
    });

    function open(link) {
      var figure = link.closest('figure');
      var svg = figure && figure.querySelector('svg');
      if (!svg || shown) return false;
      var box = svg.getBoundingClientRect();
      var placeholder = el('div', 'dg-zoom-placeholder');
      placeholder.style.width = box.width + 'px';
      placeholder.style.height = box.height + 'px';
      svg.parentNode.replaceChild(placeholder, svg);
      body.appendChild(svg);
      shown = { svg: svg, placeholder: placeholder, opener: link };
      dialog.setAttribute('aria-label', captionText(figure));
      close.textContent = link.getAttribute('data-close') || 'Close';
      dialog.showModal();
      body.scrollTop = 0;
      body.scrollLeft = 0;
      close.focus();
      return true;
    }

    for (var i = 0; i < links.length; i++) {
      links[i].addEventListener('click', function (event) {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        if (open(event.currentTarget)) event.preventDefault();
      });
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();

/*
 * Content tabs. The page holds each group (div.tabs) as its panels in order (div.tab-panel, each
 * with its label, p.tab-label, in data-label, and the id its tab takes in data-tab), all shown:
 * that is the page without JavaScript, and what search indexes. Here each group becomes the
 * ARIA tab pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 *
 * - a role=tablist row of role=tab buttons before the panels, each aria-controls its panel and
 *   names it (aria-labelledby); only the selected tab is in the tab order (roving tabindex);
 *   Left/Right move to the previous/next tab and select it (wrapping), Home/End to the first and
 *   last; Tab goes on into the panel (tabindex="0");
 * - choosing a label selects it in every group of the page that has it (keeping the chosen tab
 *   where it was on screen), and remembers it in localStorage under "docgen-tabs" (the labels
 *   chosen, latest first): on the next page, each group opens on the latest label it has, else
 *   on its ===+ tab (data-selected), else on its first;
 * - a link to a panel's id, or to an element inside a panel, opens the tabs around it.
 */
(function () {
  'use strict';

  var XHTML = 'http://www.w3.org/1999/xhtml';
  var KEY = 'docgen-tabs';
  var KEPT = 20;
  var groups = [];

  function remembered() {
    try {
      var labels = JSON.parse(localStorage.getItem(KEY) || '[]');
      return Array.isArray(labels) ? labels : [];
    } catch (error) {
      return [];
    }
  }

  function remember(label) {
    var labels = remembered().filter(function (kept) { return kept !== label; });
    labels.unshift(label);
    try { localStorage.setItem(KEY, JSON.stringify(labels.slice(0, KEPT))); } catch (error) { /* private mode */ }
  }

  function select(group, index, focus) {
    for (var i = 0; i < group.tabs.length; i++) {
      var on = i === index;
      group.tabs[i].setAttribute('aria-selected', on ? 'true' : 'false');
      group.tabs[i].setAttribute('tabindex', on ? '0' : '-1');
      if (on) group.panels[i].removeAttribute('hidden');
      else group.panels[i].setAttribute('hidden', 'hidden');
    }
    if (focus) group.tabs[index].focus();
  }

  /** Selects `label` in every group that has it; the chosen tab stays where it was on screen. */
  function choose(group, index, focus) {
    var label = group.labels[index];
    var tab = group.tabs[index];
    var top = tab.getBoundingClientRect().top;
    select(group, index, focus);
    for (var i = 0; i < groups.length; i++) {
      var other = groups[i].labels.indexOf(label);
      if (groups[i] !== group && other >= 0) select(groups[i], other, false);
    }
    var moved = tab.getBoundingClientRect().top - top;
    if (moved) window.scrollBy(0, moved);
    remember(label);
  }

  function build(element) {
    var panels = [];
    for (var child = element.firstElementChild; child; child = child.nextElementSibling) {
      if (child.classList.contains('tab-panel')) panels.push(child);
    }
    if (!panels.length) return;
    var group = { panels: panels, tabs: [], labels: [] };
    var list = document.createElementNS(XHTML, 'div');
    list.setAttribute('class', 'tab-list');
    list.setAttribute('role', 'tablist');
    panels.forEach(function (panel, index) {
      var label = panel.getAttribute('data-label') || '';
      var tab = document.createElementNS(XHTML, 'button');
      tab.setAttribute('type', 'button');
      tab.setAttribute('class', 'tab');
      tab.setAttribute('role', 'tab');
      tab.setAttribute('id', panel.getAttribute('data-tab'));
      tab.setAttribute('aria-controls', panel.id);
      tab.textContent = label;
      tab.addEventListener('click', function () { choose(group, index, false); });
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.setAttribute('tabindex', '0');
      list.appendChild(tab);
      group.tabs.push(tab);
      group.labels.push(label);
    });
    list.addEventListener('keydown', function (event) {
      var current = group.tabs.indexOf(event.target);
      if (current < 0) return;
      var count = group.tabs.length;
      var next = { ArrowLeft: (current - 1 + count) % count, ArrowRight: (current + 1) % count, Home: 0, End: count - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      choose(group, next, true);
    });
    element.insertBefore(list, panels[0]);
    element.classList.add('tabs-ready');
    groups.push(group);
    var first = 0;
    for (var i = 0; i < panels.length; i++) if (panels[i].hasAttribute('data-selected')) { first = i; break; }
    var labels = remembered();
    for (var j = labels.length - 1; j >= 0; j--) {
      // The latest label chosen wins: read from the oldest up.
      var found = group.labels.indexOf(labels[j]);
      if (found >= 0) first = found;
    }
    select(group, first, false);
  }

  /**
   * A link to a panel's id, or to anything inside a panel (#tab-linux, a heading's id): the tab
   * of each panel around it is selected, as Material's anchor links do, and it is scrolled to.
   */
  function reveal() {
    var id = location.hash.slice(1);
    try { id = decodeURIComponent(id); } catch (error) { /* kept as written */ }
    var target = id && document.getElementById(id);
    if (!target) return;
    var shown = false;
    for (var node = target; node; node = node.parentElement) {
      for (var i = 0; i < groups.length; i++) {
        var index = groups[i].panels.indexOf(node);
        if (index >= 0) {
          select(groups[i], index, false);
          shown = true;
        }
      }
    }
    if (shown) target.scrollIntoView();
  }

  function start() {
    var elements = document.querySelectorAll('.tabs');
    for (var i = 0; i < elements.length; i++) build(elements[i]);
    reveal();
    window.addEventListener('hashchange', reveal);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
