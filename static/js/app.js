// Tortuga's only script besides htmx. The Content-Security-Policy allows no inline
// script or handler, so everything a page does in the browser is here, wired by
// data attributes; every word shown comes from the server, translated there: the
// JSON block #tortuga-text of base.html (and data-confirm/data-done attributes).
(function () {
  "use strict";

  var catalogue = null;
  function text(name) {
    if (catalogue === null) {
      var block = document.getElementById("tortuga-text");
      try {
        catalogue = block ? JSON.parse(block.textContent) : {};
      } catch (error) {
        catalogue = {};
      }
    }
    return catalogue[name] || "";
  }

  // <form data-confirm="…"> and <button data-confirm="…">: ask before submitting.
  // Capture phase on the document runs before htmx's own listeners on the element,
  // so a "no" stops a plain submit and an htmx request alike.
  function refuse(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-confirm], input[type=submit][data-confirm]");
    if (!button || button.disabled) return;
    var question = button.dataset.confirm || (button.form && button.form.dataset.confirm);
    if (question && !window.confirm(question)) refuse(event);
  }, true);
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-confirm]")) return;
    // A confirming button was already asked on its click (Enter in a field clicks the
    // default button too): do not ask twice.
    if (event.submitter && event.submitter.hasAttribute("data-confirm")) return;
    if (!window.confirm(form.dataset.confirm)) refuse(event);
  }, true);

  // <button data-share="#input-id">: hand the input's link on (the phone's share sheet,
  // else the clipboard), then say so on the button (its data-done text).
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-share]");
    if (!button) return;
    var input = document.querySelector(button.dataset.share);
    if (!input) return;
    event.preventDefault();
    var done = function () { if (button.dataset.done) button.textContent = button.dataset.done; };
    if (navigator.share) {
      navigator.share({ url: input.value }).then(done, function () {});
    } else if (navigator.clipboard) {
      navigator.clipboard.writeText(input.value).then(done, function () { input.select(); });
    } else {
      input.select();
    }
  });

  // A player half-way through an entry must not lose it to a live update: mark a
  // form as touched on input, and while any form in the live region is touched,
  // a poll's fresh content waits (the POST's answer replaces the region anyway).
  document.addEventListener("input", markTouched, true);
  document.addEventListener("change", markTouched, true);
  function markTouched(event) {
    var form = event.target.closest && event.target.closest("#live form");
    if (form) form.dataset.touched = "1";
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var live = document.getElementById("live");
    var isPoll = event.detail.requestConfig && event.detail.requestConfig.verb === "get" &&
      event.detail.elt === live;
    if (!isPoll || !live.querySelector("form[data-touched]")) return;
    event.detail.shouldSwap = false;
    if (!document.getElementById("changed")) {
      var note = document.createElement("p");
      note.id = "changed";
      note.className = "warn";
      note.setAttribute("role", "status");
      note.textContent = text("changed");
      live.prepend(note);
    }
  });

  // A refused entry comes back with its choices kept and the reason beside its button:
  // bring that into view and announce it, wherever the player had scrolled to.
  document.addEventListener("htmx:afterSwap", function () {
    var refusal = document.getElementById("refusal");
    if (!refusal) return;
    refusal.scrollIntoView({ block: "center" });
    refusal.focus({ preventScroll: true });
  });

  // A form that failed with a network error keeps its client_move_id, so tapping
  // again re-sends the same move and the server applies it at most once.
  document.addEventListener("htmx:sendError", function (event) {
    var live = document.getElementById("live");
    if (live && !document.getElementById("offline")) {
      var p = document.createElement("p");
      p.id = "offline";
      p.className = "warn";
      p.setAttribute("role", "alert");
      p.textContent = text("offline");
      live.prepend(p);
    }
    var form = event.detail.elt.closest ? event.detail.elt.closest("form") : null;
    if (form) form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
  });
})();
