/*
 * docgen's copy buttons: one on each code block (<pre class="code">), added here, so a page
 * without JavaScript has none. Its words come from this script's own element (data-copy,
 * data-copy-label, data-copied, data-copy-failed: the theme's strings in the page's language).
 *
 * - What is copied: the text of the block's <code>, without the elements that are not code:
 *   the `$ ` prompts of console sessions (.hl-prompt), and anything marked aria-hidden="true"
 *   or with the class code-gutter (line numbers, diff markers), and without the last newline.
 * - The Clipboard API where the page may use it, else a selected off-screen <textarea> and
 *   execCommand("copy").
 * - "Copied" (or the failure) is said in a polite live region; "Copied" also shows on the button
 *   for two seconds.
 * - Works in text/html and application/xhtml+xml documents: elements made with createElementNS.
 */
(function () {
  'use strict';

  var XHTML = 'http://www.w3.org/1999/xhtml';
  var NOT_CODE = '.hl-prompt, .code-gutter, [aria-hidden="true"]';
  var SHOWN_MS = 2000;

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
    var script = document.querySelector('script[data-copy-label]');
    function text(name, fallback) { return (script && script.getAttribute('data-' + name)) || fallback; }
    var words = {
      copy: text('copy', 'Copy'),
      label: text('copy-label', 'Copy code'),
      copied: text('copied', 'Copied'),
      failed: text('copy-failed', 'Copy failed: select the code and copy it.')
    };
    var blocks = document.querySelectorAll('pre.code');
    if (!blocks.length) return;
    var status = el('p', 'copy-code-status visually-hidden');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    document.body.appendChild(status);

    for (var i = 0; i < blocks.length; i++) {
      (function (pre) {
        var wrapper = el('div', 'code-block');
        pre.parentNode.insertBefore(wrapper, pre);
        wrapper.appendChild(pre);
        var button = el('button', 'copy-code', words.copy);
        button.setAttribute('type', 'button');
        button.setAttribute('aria-label', words.label);
        wrapper.appendChild(button);
        var timer = 0;
        button.addEventListener('click', function () {
          copy(codeText(pre)).then(function () { return words.copied; }, function () { return words.failed; })
            .then(function (message) {
              // Emptied first, so the same message twice in a row is spoken twice.
              status.textContent = '';
              setTimeout(function () { status.textContent = message; }, 50);
              if (message !== words.copied) return;
              button.textContent = words.copied;
              clearTimeout(timer);
              timer = setTimeout(function () { button.textContent = words.copy; }, SHOWN_MS);
            });
        });
      })(blocks[i]);
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
