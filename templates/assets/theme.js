/*
 * docgen's theme switch: light, dark or automatic (the system's scheme), remembered in
 * localStorage under "docgen-theme" ("light" or "dark"; automatic removes the key).
 *
 * - The choice is applied as data-theme="light" or "dark" on <html> by a one-line script in the
 *   page's <head>, before the first paint, so a page never flashes the other scheme; docgen.css
 *   and the diagrams' own styles read that attribute. This script runs later (deferred): it
 *   shows the switch, which the markup keeps `hidden` (without JavaScript there is no switch and
 *   the page follows the system), and applies what the reader picks.
 * - The switch is a fieldset of three native radio buttons: arrow keys move and choose, and
 *   screen readers announce which one is checked. The page holds only the empty fieldset with
 *   its words as data attributes (a page's own bytes stay small); this script makes the buttons.
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

  /** Fills an empty switch with its legend and a radio button and label for each choice. */
  function build(switcher) {
    if (switcher.querySelector('input')) return;
    var legend = document.createElement('legend');
    legend.className = 'visually-hidden';
    legend.textContent = switcher.getAttribute('data-legend');
    switcher.appendChild(legend);
    ['light', 'dark', 'auto'].forEach(function (value) {
      var id = 'docgen-theme-' + value;
      var words = switcher.getAttribute('data-' + value);
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

  function start() {
    var choice = stored();
    apply(choice);
    var switchers = document.querySelectorAll('.theme-switch');
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
